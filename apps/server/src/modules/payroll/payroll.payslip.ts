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

/** An A4 payroll document with its title block, and the row and heading helpers the payslips and Form 16 use. */
export async function payrollDocument(title: string, organizationName: string, subtitle: string, kind = 'payslip') {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title, Author: organizationName || 'HRMS' } });
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
  const finish = (generatedOn: string) => {
    doc
      .moveDown(2)
      .font('Helvetica-Oblique')
      .fontSize(8)
      .fillColor('#666666')
      .text(`Generated on ${generatedOn}. This is a computer-generated ${kind} and needs no signature.`, left, doc.y, {
        width,
        align: 'center',
      });
    doc.end();
    return done;
  };

  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(organizationName || 'Payslip', { align: 'center' });
  doc.font('Helvetica').fontSize(12).text(subtitle, { align: 'center' });
  const note = (text: string) => {
    doc.moveDown(0.3).font('Helvetica-Oblique').fontSize(9).fillColor('#444444').text(text, left, doc.y, { width });
    doc.fillColor('#000000');
  };
  return { row, heading, note, finish };
}

/** Renders one employee's payslip for a month as a PDF (pdfkit, standard Helvetica; loaded on the first payslip). */
export async function renderPayslip(input: PayslipInput): Promise<Buffer> {
  const {
    onboardingEmployeeInformationDTO: info,
    getSalaryDTO: salary,
    getEarningsDetailsDTO: earnings,
    getBankDetailsDTO: bank,
  } = input.payroll;
  const { row, heading, finish } = await payrollDocument(
    `Payslip ${info.employeeId} ${input.month}`,
    input.organizationName,
    `Payslip for ${monthLabel(input.month)}`,
  );

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
  return finish(input.generatedOn);
}

export type ComputedPayslipInput = {
  organizationName: string;
  generatedOn: string;
  employee: { employeeId: string; name: string; department: string; designation: string; location: string };
  /** Money as exact digit strings in rupees (fromMinorUnits). */
  payslip: {
    month: string;
    daysInMonth: number;
    paidDays: number;
    lopDays: number;
    lines: { code: string; name: string; kind: 'EARNING' | 'DEDUCTION' | 'EMPLOYER' | 'REIMBURSEMENT'; amount: string }[];
    gross: string;
    deductions: string;
    net: string;
  };
  bank: { accountNumber: string | null; ifsc: string | null };
};

/** A computed payslip (BEYOND §B5) as a PDF: its lines by kind, the days and the totals. */
export async function renderComputedPayslip(input: ComputedPayslipInput): Promise<Buffer> {
  const { employee, payslip } = input;
  const { row, heading, finish } = await payrollDocument(
    `Payslip ${employee.employeeId} ${payslip.month}`,
    input.organizationName,
    `Payslip for ${monthLabel(payslip.month)}`,
  );
  heading('Employee');
  row('Employee ID', employee.employeeId);
  row('Employee Name', employee.name);
  row('Department', employee.department || '-');
  row('Designation', employee.designation || '-');
  row('Location', employee.location || '-');
  row('Days in Month', String(payslip.daysInMonth));
  row('Paid Days', String(payslip.paidDays));
  row('Days Without Pay', String(payslip.lopDays));

  const section = (
    title: string,
    kind: ComputedPayslipInput['payslip']['lines'][number]['kind'],
    totalLabel?: string,
    totalValue?: string,
  ) => {
    const lines = payslip.lines.filter((l) => l.kind === kind);
    if (lines.length === 0) return;
    heading(title);
    for (const line of lines) row(line.name, amount(line.amount));
    if (totalLabel && totalValue !== undefined) row(totalLabel, amount(totalValue), true);
  };
  section('Earnings', 'EARNING', 'Gross Pay', payslip.gross);
  section('Deductions', 'DEDUCTION', 'Total Deductions', payslip.deductions);
  section('Reimbursements', 'REIMBURSEMENT');
  heading('Pay');
  row('Net Pay', amount(payslip.net), true);
  section("Employer's Contributions", 'EMPLOYER');
  if (input.bank.accountNumber) {
    heading('Paid to');
    row('Account Number', maskAccountNumber(input.bank.accountNumber));
    row('IFSC Code', input.bank.ifsc ?? '-');
  }
  return finish(input.generatedOn);
}
