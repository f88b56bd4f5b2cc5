import {
  DEFAULT_LANGUAGE,
  formatMonth,
  fromMinorUnits,
  groupDigits,
  type Language,
  maskAccountNumber,
  type PayrollSection,
  payFrequencyLabel,
  payPeriodsOf,
  toMinorUnits,
} from '@hrms/shared';
import { type DocumentKey, type DocumentsCatalogue, documentText } from '@hrms/shared/i18n/documents';
import { startA4Pdf } from '../../lib/pdf-document';

export type PayslipInput = {
  organizationName: string;
  /** yyyy-MM */
  month: string;
  /** The day it is written, in the organisation's date format (the reader's month names). */
  generatedOn: string;
  /** The language of the person asking for it. */
  language?: Language;
  payroll: PayrollSection & { getSalaryDTO: NonNullable<PayrollSection['getSalaryDTO']> };
};

const amount = (digits: string) => groupDigits(digits);
/** Exact sum of digit strings, through minor units. */
const total = (values: string[]) => fromMinorUnits(values.reduce((sum, v) => sum + toMinorUnits(v || '0'), 0n));

/**
 * An A4 payroll document in `language` with its title block, and the row and heading helpers the payslips and
 * Form 16 use (right to left in Arabic: labels on the right, amounts on the left). `footer` is the closing line.
 */
export async function payrollDocument(
  title: string,
  organizationName: string,
  subtitle: string,
  footer: string,
  language: Language = DEFAULT_LANGUAGE,
) {
  const { doc, t, done } = await startA4Pdf({ margin: 50, language, title, author: organizationName || 'HRMS' });

  const left = 50;
  const width = doc.page.width - 100;
  const half = width / 2;
  /** A new page when less than `room` points are left, so a row (or a heading with its first row) stays whole. */
  const keep = (room: number) => {
    if (doc.y + room > doc.page.height - doc.page.margins.bottom) doc.addPage();
  };
  const row = (label: string, value: string, bold = false) => {
    keep(32);
    const y = doc.y;
    t.font(bold ? 'bold' : 'regular').fontSize(10);
    const below = Math.max(
      t.write(label, t.rtl ? left + half : left, y, half),
      t.write(value, t.rtl ? left : left + half, y, half, 'right'),
    );
    doc.y = below;
    doc.moveDown(0.3);
  };
  const heading = (text: string) => {
    keep(64);
    doc.moveDown(0.6);
    t.font('bold').fontSize(12);
    t.write(text, left, doc.y, width);
    // Arabic letters reach lower below the line than Latin ones
    const rule = doc.y + (t.rtl ? 5 : 2);
    doc
      .moveTo(left, rule)
      .lineTo(left + width, rule)
      .strokeColor('#999999')
      .stroke();
    doc.moveDown(0.5);
  };
  const finish = () => {
    doc.moveDown(2);
    t.font('italic').fontSize(8).fillColor('#666666');
    t.write(footer, left, doc.y, width, 'center');
    doc.end();
    return done;
  };

  t.font('bold').fontSize(18);
  t.write(organizationName || documentText(language, 'pdf.payslip.title'), left, doc.y, width, 'center');
  t.font('regular').fontSize(12);
  t.write(subtitle, left, doc.y, width, 'center');
  const note = (text: string) => {
    doc.moveDown(0.3);
    t.font('italic').fontSize(9).fillColor('#444444');
    t.write(text, left, doc.y, width);
    doc.fillColor('#000000');
  };
  return { row, heading, note, finish };
}

type PayslipWords = DocumentsCatalogue['pdf']['payslip'];

/** The payslip's words in the reader's language. */
function payslipWords(language: Language) {
  return {
    label: (key: keyof PayslipWords['labels']) => documentText(language, `pdf.payslip.labels.${key}`),
    section: (key: keyof PayslipWords['sections']) => documentText(language, `pdf.payslip.sections.${key}`),
    /** A number of pay periods by its name (typed words, e.g. "Monthly", stay as typed). */
    frequency: (value: string) => {
      const periods = payPeriodsOf(value);
      return language === DEFAULT_LANGUAGE || periods === undefined
        ? payFrequencyLabel(value)
        : documentText(language, frequencyKey(periods), { count: periods });
    },
  };
}

/** Who a payslip is for, as its employee section shows them. */
type PayslipEmployee = { employeeId: string; name: string; department: string; designation: string; location: string };

/**
 * A payslip of `month` begun in the reader's language: the title block, then the employee section with the
 * person's id, name, department, designation and location. Answers the words and the document to go on with.
 */
async function beginPayslip(
  input: { organizationName: string; generatedOn: string; language?: Language },
  month: string,
  employee: PayslipEmployee,
) {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const w = payslipWords(language);
  const { row, heading, finish } = await payrollDocument(
    `Payslip ${employee.employeeId} ${month}`,
    input.organizationName,
    documentText(language, 'pdf.payslip.subtitle', { month: formatMonth(month, language) }),
    documentText(language, 'pdf.payslip.footer', { date: input.generatedOn }),
    language,
  );
  heading(w.section('employee'));
  row(w.label('employeeId'), employee.employeeId);
  row(w.label('employeeName'), employee.name);
  row(w.label('department'), employee.department || '-');
  row(w.label('designation'), employee.designation || '-');
  row(w.label('location'), employee.location || '-');
  return { w, row, heading, finish };
}

const FREQUENCIES = new Set(['1', '2', '4', '12', '24', '26', '52']);
const frequencyKey = (periods: number): DocumentKey =>
  FREQUENCIES.has(String(periods)) ? (`pdf.payslip.frequencies.${periods}` as DocumentKey) : 'pdf.payslip.frequencies.other';

/** Renders one employee's payslip for a month as a PDF (pdfkit; in the reader's language; loaded on the first payslip). */
export async function renderPayslip(input: PayslipInput): Promise<Buffer> {
  const {
    onboardingEmployeeInformationDTO: info,
    getSalaryDTO: salary,
    getEarningsDetailsDTO: earnings,
    getBankDetailsDTO: bank,
  } = input.payroll;
  const { w, row, heading, finish } = await beginPayslip(input, input.month, { ...info, name: info.employeeName });
  row(w.label('payFrequency'), w.frequency(salary.payFrequency));

  const earned = [salary.basicPay, earnings?.bonus ?? '0', earnings?.overtimePay ?? '0', earnings?.incentives ?? '0'];
  heading(w.section('earnings'));
  row(w.label('basicPay'), amount(salary.basicPay));
  row(w.label('bonus'), amount(earnings?.bonus ?? '0'));
  row(w.label('overtimePay'), amount(earnings?.overtimePay ?? '0'));
  row(w.label('incentives'), amount(earnings?.incentives ?? '0'));
  row(w.label('totalEarnings'), amount(total(earned)), true);

  const deductions = [
    [w.label('providentFund'), salary.providentFund],
    [w.label('professionalTax'), salary.professionalTax],
    [w.label('insurance'), salary.insurance],
    [w.label('federalTax'), salary.federaltax],
    [w.label('stateTax'), salary.stateTax],
    [w.label('localTax'), salary.localTax],
  ] as const;
  heading(w.section('deductions'));
  for (const [label, value] of deductions) row(label, amount(value));
  row(w.label('totalDeductions'), amount(total(deductions.map(([, v]) => v))), true);

  heading(w.section('pay'));
  row(w.label('grossPay'), amount(salary.grossPay), true);
  row(w.label('netPay'), amount(salary.netPay), true);

  if (bank) {
    heading(w.section('paidTo'));
    row(w.label('bankName'), bank.bankName);
    row(w.label('branch'), bank.branch);
    row(w.label('accountNumber'), maskAccountNumber(bank.bankAccountNumber));
    row(w.label('ifscCode'), bank.ifscCode);
  }
  return finish();
}

export type ComputedPayslipInput = {
  organizationName: string;
  /** The day it is written, in the organisation's date format (the reader's month names). */
  generatedOn: string;
  /** The language of the person asking for it. */
  language?: Language;
  employee: PayslipEmployee;
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

/** A computed payslip (BEYOND §B5) as a PDF: its lines by kind (named as the organisation named them), the days and the totals. */
export async function renderComputedPayslip(input: ComputedPayslipInput): Promise<Buffer> {
  const { employee, payslip } = input;
  const { w, row, heading, finish } = await beginPayslip(input, payslip.month, employee);
  row(w.label('daysInMonth'), String(payslip.daysInMonth));
  row(w.label('paidDays'), String(payslip.paidDays));
  row(w.label('daysWithoutPay'), String(payslip.lopDays));

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
  section(w.section('earnings'), 'EARNING', w.label('grossPay'), payslip.gross);
  section(w.section('deductions'), 'DEDUCTION', w.label('totalDeductions'), payslip.deductions);
  section(w.section('reimbursements'), 'REIMBURSEMENT');
  heading(w.section('pay'));
  row(w.label('netPay'), amount(payslip.net), true);
  section(w.section('employer'), 'EMPLOYER');
  if (input.bank.accountNumber) {
    heading(w.section('paidTo'));
    row(w.label('accountNumber'), maskAccountNumber(input.bank.accountNumber));
    row(w.label('ifscCode'), input.bank.ifsc ?? '-');
  }
  return finish();
}
