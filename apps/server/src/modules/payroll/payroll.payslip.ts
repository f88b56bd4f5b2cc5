import {
  fromMinorUnits,
  groupDigits,
  maskAccountNumber,
  type PayrollSection,
  payFrequencyLabel,
  toMinorUnits,
} from '@hrms/shared';

export type PayslipInput = {
  organizationName: string;
  /** yyyy-MM */
  month: string;
  generatedOn: string;
  payroll: PayrollSection & { getSalaryDTO: NonNullable<PayrollSection['getSalaryDTO']> };
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

const amount = (digits: string) => groupDigits(digits);
/** Exact sum of digit strings, through minor units. */
const total = (values: string[]) => fromMinorUnits(values.reduce((sum, v) => sum + toMinorUnits(v || '0'), 0n));

/** Renders one employee's payslip for a month as a PDF (pdfkit, standard Helvetica; loaded on the first payslip). */
export async function renderPayslip(input: PayslipInput): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const {
    onboardingEmployeeInformationDTO: info,
    getSalaryDTO: salary,
    getEarningsDetailsDTO: earnings,
    getBankDetailsDTO: bank,
  } = input.payroll;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Payslip ${info.employeeId} ${input.month}`, Author: input.organizationName || 'HRMS' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const width = doc.page.width - 100;
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(label, left, y, { width: width / 2 });
    doc.text(value, left + width / 2, y, { width: width / 2, align: 'right' });
    doc.moveDown(0.3);
  };
  const heading = (text: string) => {
    doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).text(text, left, doc.y);
    doc
      .moveTo(left, doc.y + 2)
      .lineTo(left + width, doc.y + 2)
      .strokeColor('#999999')
      .stroke();
    doc.moveDown(0.5);
  };

  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(input.organizationName || 'Payslip', { align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(12)
    .text(`Payslip for ${monthLabel(input.month)}`, { align: 'center' });

  heading('Employee');
  row('Employee ID', info.employeeId);
  row('Employee Name', info.employeeName);
  row('Department', info.department || '-');
  row('Designation', info.designation || '-');
  row('Location', info.location || '-');
  row('Pay Frequency', payFrequencyLabel(salary.payFrequency));

  const earned = [salary.basicPay, earnings?.bonus ?? '0', earnings?.overtimePay ?? '0', earnings?.incentives ?? '0'];
  heading('Earnings');
  row('Basic Pay', amount(salary.basicPay));
  row('Bonus', amount(earnings?.bonus ?? '0'));
  row('Overtime Pay', amount(earnings?.overtimePay ?? '0'));
  row('Incentives', amount(earnings?.incentives ?? '0'));
  row('Total Earnings', amount(total(earned)), true);

  const deductions = [
    ['Provident Fund', salary.providentFund],
    ['Professional Tax', salary.professionalTax],
    ['Insurance', salary.insurance],
    ['Federal Tax', salary.federaltax],
    ['State Tax', salary.stateTax],
    ['Local Tax', salary.localTax],
  ] as const;
  heading('Deductions');
  for (const [label, value] of deductions) row(label, amount(value));
  row('Total Deductions', amount(total(deductions.map(([, v]) => v))), true);

  heading('Pay');
  row('Gross Pay', amount(salary.grossPay), true);
  row('Net Pay', amount(salary.netPay), true);

  if (bank) {
    heading('Paid to');
    row('Bank Name', bank.bankName);
    row('Branch', bank.branch);
    row('Account Number', maskAccountNumber(bank.bankAccountNumber));
    row('IFSC Code', bank.ifscCode);
  }

  doc
    .moveDown(2)
    .font('Helvetica-Oblique')
    .fontSize(8)
    .fillColor('#666666')
    .text(`Generated on ${input.generatedOn}. This is a computer-generated payslip and needs no signature.`, left, doc.y, {
      width,
      align: 'center',
    });
  doc.end();
  return done;
}
