import { employerAddressLine, type Form16Record, groupDigits } from '@hrms/shared';
import { payrollDocument } from './payroll.payslip';

const NOT_RECORDED = 'Not recorded';
const money = (rupees: number) => `Rs. ${groupDigits(String(Math.abs(rupees)))}`;

/**
 * Form 16 Part B as a PDF: the lines of the annexure to Part B (Income-tax Rules 1962, rule 31(1)(a)) that a
 * salaried person's employer fills, numbered and named with their sections, in whole rupees.
 */
export async function renderForm16(form: Form16Record, generatedOn: string): Promise<Buffer> {
  const { row, heading, note, finish } = await payrollDocument(
    `Form 16 Part B ${form.employeeId} ${form.fy}`,
    form.employer,
    `Form 16 Part B: financial year ${form.fy} (assessment year ${form.assessmentYear})`,
    `Generated on ${generatedOn}. This is a computer-generated certificate and needs no signature.`,
  );
  const old = form.regime === 'OLD';
  heading('Part A: employer and employee');
  const deductor = form.partA.deductor;
  row('Name of the employer', form.partA.employer);
  row('Address of the employer', deductor ? employerAddressLine(deductor) : NOT_RECORDED);
  row('TAN of the deductor', deductor?.tan ?? NOT_RECORDED);
  row('PAN of the deductor', deductor?.pan ?? NOT_RECORDED);
  row('Employee ID', form.employeeId);
  row('Name of the employee', form.name);
  row('PAN of the employee', form.partA.pan ?? 'Not recorded');
  if (!deductor) note("An admin records the employer's TAN, PAN and address under Pay runs, Employer details.");
  row('Assessment year', form.assessmentYear);
  row('Period with the employer', form.partA.period ? `${form.partA.period.from} to ${form.partA.period.to}` : '-');
  row('Tax regime', old ? 'Old regime' : 'New regime (section 115BAC)');
  row('Months paid in the year', String(form.months));
  if (form.provisional)
    note('Provisional: the March pay run of this year is not published yet, so these figures can still change.');

  heading('Part A: amount paid and tax deducted per quarter');
  for (const quarter of form.partA.quarters) {
    row(`${quarter.quarter}: amount paid / tax deducted`, `${money(quarter.amountPaid)} / ${money(quarter.tdsDeducted)}`);
  }

  heading('Salary');
  row('1. Gross salary: salary as per section 17(1)', money(form.grossSalary));
  if (form.previousEmployerSalary > 0)
    row('   (e) of which reported by earlier employers (section 192(2))', money(form.previousEmployerSalary));
  row('2. Less allowances exempt under section 10', money(form.totalExemptions));
  row('   (a) allowances the salary structure marks not taxable', money(form.exemptAllowances));
  row('   (b) house rent allowance, section 10(13A)', money(form.hraExemption));
  row('3. Total salary received (1 - 2)', money(form.salaryAfterExemptions), true);
  row('4. (a) Less standard deduction, section 16(ia)', money(form.standardDeduction));
  row('   (c) Less tax on employment, section 16(iii)', money(form.professionalTax));
  if (form.previousEmployerProfessionalTax > 0)
    row(
      '       of which paid at earlier employers (at most Rs. 2,500 a year in all)',
      money(Math.min(form.previousEmployerProfessionalTax, form.professionalTax)),
    );
  row('6. Income chargeable under the head "Salaries" (3 - 4)', money(form.incomeFromSalary), true);
  row('7. Less interest on housing loan, section 24(b)', money(form.homeLoanInterest));
  row('9. Gross total income (6 - 7)', money(form.grossTotalIncome), true);

  heading('Deductions under Chapter VI-A');
  row('   (a) section 80C', money(form.chapterVIA['80C']));
  row('   (b) section 80D', money(form.chapterVIA['80D']));
  row('   (c) section 80CCD(1B)', money(form.chapterVIA['80CCD1B']));
  row('11. Aggregate of deductions under Chapter VI-A', money(form.chapterVIATotal), true);
  row('12. Total taxable income (9 - 11, rounded to Rs. 10, section 288A)', money(form.totalIncome), true);

  heading('Tax');
  row('13. Tax on total income', money(form.taxOnIncome));
  row('14. Rebate under section 87A', money(form.rebate87A));
  row('15. Surcharge', money(form.surcharge));
  row('16. Health and education cess (4%)', money(form.cess));
  row('17. Tax payable (13 - 14 + 15 + 16, rounded to Rs. 10, section 288B)', money(form.taxPayable), true);
  row('18. Less relief under section 89', money(form.relief89));
  row('19. Net tax payable (17 - 18)', money(form.netTaxPayable), true);
  row('Tax deducted at source by the employer', money(form.tdsDeducted));
  if (form.previousEmployerTds > 0) row('Tax deducted at source by earlier employers', money(form.previousEmployerTds));
  row(form.balance >= 0 ? 'Balance payable by the employee' : 'Balance refundable to the employee', money(form.balance), true);
  note(
    `Computed from the published payslips of ${form.fy} and the declarations in force (approved proofs once they were due), ` +
      `with the rule pack ${form.rulePack}. The challans of the TDS deposits are not recorded here: the certified ` +
      'Part A comes from the TRACES portal.',
  );
  return finish();
}
