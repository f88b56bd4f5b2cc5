import { DEFAULT_LANGUAGE, employerAddressLine, type Form16Record, groupDigits, type Language } from '@hrms/shared';
import { type DocumentsCatalogue, documentText } from '@hrms/shared/i18n/documents';
import { payrollDocument } from './payroll.payslip';

const money = (rupees: number) => `Rs. ${groupDigits(String(Math.abs(rupees)))}`;
/** How far the annexure's sub-items stand in (a), and the line under (c) further still. */
const SUB = '   ';
const SUB_SUB = '       ';

type Form16Words = DocumentsCatalogue['pdf']['form16'];

/**
 * The form's own references, the same in every language: sections, the chapter, the lines' sums and the statutory
 * amounts. Values of the catalogue's sentences, so Arabic isolates each one and it keeps its left-to-right order.
 */
const REFERENCES: Partial<Record<keyof Form16Words, Record<string, string>>> = {
  newRegime: { section: '115BAC' },
  chapterVIA: { chapter: 'VI-A' },
  l1: { section: '17(1)' },
  l1e: { section: '192(2)' },
  l2: { section: '10' },
  l2b: { section: '10(13A)' },
  l3: { sum: '1 - 2' },
  l4a: { section: '16(ia)' },
  l4c: { section: '16(iii)' },
  l4cEarlier: { amount: 'Rs. 2,500' },
  l6: { sum: '3 - 4' },
  l7: { section: '24(b)' },
  l9: { sum: '6 - 7' },
  via80C: { section: '80C' },
  via80D: { section: '80D' },
  via80CCD1B: { section: '80CCD(1B)' },
  l11: { chapter: 'VI-A' },
  l12: { sum: '9 - 11', amount: 'Rs. 10', section: '288A' },
  l14: { section: '87A' },
  l16: { percent: '4%' },
  l17: { sum: '13 - 14 + 15 + 16', amount: 'Rs. 10', section: '288B' },
  l18: { section: '89' },
  l19: { sum: '17 - 18' },
};

/**
 * Form 16 Part B as a PDF: the lines of the annexure to Part B (Income-tax Rules 1962, rule 31(1)(a)) that a
 * salaried person's employer fills, numbered and named with their sections, in whole rupees. The words are in the
 * reader's language (the documents catalogue's pdf.form16; right to left in Arabic, as the payslip); the line
 * numbers, sections, item letters and amounts stay as the form has them.
 */
export async function renderForm16(
  form: Form16Record,
  generatedOn: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Buffer> {
  const w = (key: keyof Form16Words, values: Record<string, string> = {}) =>
    documentText(language, `pdf.form16.${key}`, { ...REFERENCES[key], ...values });
  const notRecorded = w('notRecorded');
  const { row, heading, note, finish } = await payrollDocument(
    `Form 16 Part B ${form.employeeId} ${form.fy}`,
    form.employer,
    w('title', { fy: form.fy, assessmentYear: form.assessmentYear }),
    w('footer', { date: generatedOn }),
    language,
  );
  const old = form.regime === 'OLD';
  heading(w('partA'));
  const deductor = form.partA.deductor;
  row(w('employer'), form.partA.employer);
  row(w('employerAddress'), deductor ? employerAddressLine(deductor) : notRecorded);
  row(w('tan'), deductor?.tan ?? notRecorded);
  row(w('deductorPan'), deductor?.pan ?? notRecorded);
  row(w('employeeId'), form.employeeId);
  row(w('name'), form.name);
  row(w('employeePan'), form.partA.pan ?? notRecorded);
  if (!deductor) note(w('noDeductor'));
  row(w('assessmentYear'), form.assessmentYear);
  row(w('period'), form.partA.period ? w('periodRange', form.partA.period) : '-');
  row(w('regime'), old ? w('oldRegime') : w('newRegime'));
  row(w('months'), String(form.months));
  if (form.provisional) note(w('provisional'));

  heading(w('quarters'));
  for (const quarter of form.partA.quarters) {
    row(w('quarter', { quarter: quarter.quarter }), `${money(quarter.amountPaid)} / ${money(quarter.tdsDeducted)}`);
  }

  heading(w('salary'));
  row(w('l1'), money(form.grossSalary));
  if (form.previousEmployerSalary > 0) row(SUB + w('l1e'), money(form.previousEmployerSalary));
  row(w('l2'), money(form.totalExemptions));
  row(SUB + w('l2a'), money(form.exemptAllowances));
  row(SUB + w('l2b'), money(form.hraExemption));
  row(w('l3'), money(form.salaryAfterExemptions), true);
  row(w('l4a'), money(form.standardDeduction));
  row(SUB + w('l4c'), money(form.professionalTax));
  if (form.previousEmployerProfessionalTax > 0)
    row(SUB_SUB + w('l4cEarlier'), money(Math.min(form.previousEmployerProfessionalTax, form.professionalTax)));
  row(w('l6'), money(form.incomeFromSalary), true);
  row(w('l7'), money(form.homeLoanInterest));
  row(w('l9'), money(form.grossTotalIncome), true);

  heading(w('chapterVIA'));
  row(SUB + w('via80C'), money(form.chapterVIA['80C']));
  row(SUB + w('via80D'), money(form.chapterVIA['80D']));
  row(SUB + w('via80CCD1B'), money(form.chapterVIA['80CCD1B']));
  row(w('l11'), money(form.chapterVIATotal), true);
  row(w('l12'), money(form.totalIncome), true);

  heading(w('tax'));
  row(w('l13'), money(form.taxOnIncome));
  row(w('l14'), money(form.rebate87A));
  row(w('l15'), money(form.surcharge));
  row(w('l16'), money(form.cess));
  row(w('l17'), money(form.taxPayable), true);
  row(w('l18'), money(form.relief89));
  row(w('l19'), money(form.netTaxPayable), true);
  row(w('tds'), money(form.tdsDeducted));
  if (form.previousEmployerTds > 0) row(w('tdsEarlier'), money(form.previousEmployerTds));
  row(form.balance >= 0 ? w('balancePayable') : w('balanceRefundable'), money(form.balance), true);
  note(w('computed', { fy: form.fy, rulePack: form.rulePack }));
  return finish();
}
