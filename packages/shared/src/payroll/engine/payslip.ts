import { daysInMonth, daysOutsideEmployment, financialYearOf, monthsLeftAfter, PAYROLL_MONTH_PATTERN } from './calendar';
import { evaluateFormula } from './formula';
import { STATUTORY_LINE_NAMES as LINE_NAMES, PAYROLL_ENGINE_MESSAGES as M } from './messages';
import { professionalTax } from './pt-slabs';
import {
  add,
  ceil,
  compare,
  DivisionByZeroError,
  div,
  fromInt,
  fromNumber,
  max,
  min,
  mul,
  paiseOfRational,
  percent,
  type Rational,
  roundHalfUp,
  rupeesOfPaise,
  sub,
  wholeRupeesInPaise,
  ZERO,
} from './rational';
import { RULE_PACKS, type RulePack } from './rule-packs';
import { analyseStructureOnce } from './structure';
import { annualTax } from './tax';
import {
  type Declaration,
  type Paise,
  PayrollComputeError,
  type PayslipComputation,
  type PayslipInput,
  type PayslipLine,
  type SalaryComponent,
} from './types';

const sum = (amounts: Paise[]): Paise => amounts.reduce((total, amount) => total + amount, 0n);
const toWholeRupees = (amount: Paise): Paise => wholeRupeesInPaise(rupeesOfPaise(amount));

/** The rule pack of the financial year a month ('yyyy-MM') falls in; PayrollComputeError when there is none. */
export function rulePackFor(month: string): RulePack {
  const fy = financialYearOf(month);
  const pack = RULE_PACKS[fy];
  if (!pack) throw new PayrollComputeError(M.noRulePack(fy));
  return pack;
}

/** A component's full-month value and its line (prorated when EARNING or REIMBURSEMENT). */
interface ComponentAmounts {
  component: SalaryComponent;
  fullMonth: Paise;
  line: Paise;
}

/** One person's payslip for a month, exactly as BEYOND §B5 (and §B7's encashment and expenses) computes it. */
export function computePayslip(input: PayslipInput): PayslipComputation {
  if (!PAYROLL_MONTH_PATTERN.test(input.month)) throw new PayrollComputeError(M.month);
  const pack = rulePackFor(input.month);
  const structure = analyseStructureOnce(input.components);
  const firstError = structure.errors[0];
  if (firstError) throw new PayrollComputeError(firstError.message);

  // Days: those outside employment plus the run's and attendance's days without pay, at most the month.
  const days = daysInMonth(input.month);
  const daysInMonthValue = fromInt(days);
  const lopDays = min(
    max(add(fromInt(daysOutsideEmployment(input.month, input.joiningDate, input.leavingDate)), fromNumber(input.lopDays)), ZERO),
    daysInMonthValue,
  );
  const paidDays = sub(daysInMonthValue, lopDays);
  const paidShare = div(paidDays, daysInMonthValue);

  // Components for the full month in dependency order, each from the exact values before it.
  const ctc = rupeesOfPaise(input.annualCtc);
  const variables: Record<string, Rational> = {
    CTC: ctc,
    MONTHLY_CTC: div(ctc, fromInt(12)),
    DAYS_IN_MONTH: daysInMonthValue,
    PAID_DAYS: paidDays,
    LOP_DAYS: lopDays,
  };
  const fullMonth = new Map<string, Rational>();
  for (const code of structure.order) {
    const formula = structure.formulas.get(code);
    if (!formula) continue;
    let value: Rational;
    try {
      value = evaluateFormula(formula, (name) => fullMonth.get(name) ?? (variables[name] as Rational));
    } catch (error) {
      if (error instanceof DivisionByZeroError) throw new PayrollComputeError(M.divisionByZero(code));
      throw error;
    }
    if (compare(value, ZERO) < 0) throw new PayrollComputeError(M.negativeAmount(code));
    fullMonth.set(code, value);
  }

  const amounts: ComponentAmounts[] = input.components.map((component) => {
    const full = fullMonth.get(component.code) ?? ZERO;
    const prorated = component.kind === 'DEDUCTION' ? full : mul(full, paidShare);
    return { component, fullMonth: wholeRupeesInPaise(full), line: wholeRupeesInPaise(prorated) };
  });
  const lineOf = (code: string): Paise => amounts.find((item) => item.component.code === code)?.line ?? 0n;
  const fullOf = (code: string): Paise => amounts.find((item) => item.component.code === code)?.fullMonth ?? 0n;
  const earnings = amounts.filter((item) => item.component.kind === 'EARNING');

  const lines: PayslipLine[] = amounts.map(({ component, line }) => ({
    code: component.code,
    name: component.name,
    kind: component.kind,
    amount: line,
  }));
  for (const addition of input.additions) {
    lines.push({ code: addition.code, name: addition.name, kind: 'EARNING', amount: toWholeRupees(addition.amount) });
  }
  // B7: encashment on the full-month BASIC; expenses paid once, as they were claimed.
  const encashment =
    input.leaveEncashmentDays && input.leaveEncashmentDays > 0
      ? wholeRupeesInPaise(div(mul(fromNumber(input.leaveEncashmentDays), rupeesOfPaise(fullOf('BASIC'))), daysInMonthValue))
      : 0n;
  if (encashment > 0n)
    lines.push({ code: 'LEAVE_ENCASHMENT', name: LINE_NAMES.LEAVE_ENCASHMENT, kind: 'EARNING', amount: encashment });
  const expenses = input.expenses ? toWholeRupees(input.expenses) : 0n;
  if (expenses > 0n) lines.push({ code: 'EXPENSE', name: LINE_NAMES.EXPENSE, kind: 'REIMBURSEMENT', amount: expenses });
  for (const deduction of input.deductions) {
    lines.push({ code: deduction.code, name: deduction.name, kind: 'DEDUCTION', amount: toWholeRupees(deduction.amount) });
  }
  const gross = sum(lines.filter((line) => line.kind === 'EARNING').map((line) => line.amount));

  // PF: on the prorated PF wage; 12% of it (capped at the ceiling unless the person chose the full wage),
  // EPS 8.33% of the capped wage, the employer's EPF the difference.
  const pfCeiling = fromInt(pack.pf.wageCeiling * 100);
  const pfWageTotal = sum(earnings.filter((item) => item.component.pfWage).map((item) => item.line));
  let pfWage = 0n;
  let epsWage = 0n;
  const employerLines: PayslipLine[] = [];
  const statutoryDeductions: PayslipLine[] = [];
  if (input.pf.member) {
    epsWage = roundHalfUp(min(fromInt(pfWageTotal), pfCeiling));
    pfWage = input.pf.capped ? epsWage : pfWageTotal;
    const employee = wholeRupeesInPaise(mul(rupeesOfPaise(pfWage), percent(pack.pf.employeePercent)));
    const pension = wholeRupeesInPaise(mul(rupeesOfPaise(epsWage), percent(pack.pf.epsPercent)));
    statutoryDeductions.push({ code: 'PF_EE', name: LINE_NAMES.PF_EE, kind: 'DEDUCTION', amount: employee });
    employerLines.push({ code: 'PF_ER_EPS', name: LINE_NAMES.PF_ER_EPS, kind: 'EMPLOYER', amount: pension });
    employerLines.push({ code: 'PF_ER_EPF', name: LINE_NAMES.PF_ER_EPF, kind: 'EMPLOYER', amount: employee - pension });
  }

  // ESI: eligible on the full-month ESI wage, contributions on the prorated one, each rounded up.
  const esiEarnings = earnings.filter((item) => item.component.esiWage);
  const esiFullMonth = sum(esiEarnings.map((item) => item.fullMonth));
  const esiWage = sum(esiEarnings.map((item) => item.line));
  const esiCovered =
    esiFullMonth > 0n && (esiFullMonth <= BigInt(pack.esi.wageCeiling) * 100n || input.esiCoveredEarlierInPeriod);
  if (esiCovered) {
    const wage = rupeesOfPaise(esiWage);
    statutoryDeductions.push({
      code: 'ESI_EE',
      name: LINE_NAMES.ESI_EE,
      kind: 'DEDUCTION',
      amount: ceil(mul(wage, percent(pack.esi.employeePercent))) * 100n,
    });
    employerLines.push({
      code: 'ESI_ER',
      name: LINE_NAMES.ESI_ER,
      kind: 'EMPLOYER',
      amount: ceil(mul(wage, percent(pack.esi.employerPercent))) * 100n,
    });
  }

  // PT: the slab of the month's gross.
  const pt = professionalTax(input.ptSlabs, gross / 100n, input.month.endsWith('-02'));
  if (pt > 0) statutoryDeductions.push({ code: 'PT', name: LINE_NAMES.PT, kind: 'DEDUCTION', amount: BigInt(pt) * 100n });

  // TDS: the year projected from what was paid, this month and full months to come.
  const monthsAfter = BigInt(monthsLeftAfter(input.month));
  const taxableComponents = amounts.filter((item) => item.component.kind !== 'DEDUCTION' && item.component.taxable);
  const taxableGross =
    sum(taxableComponents.map((item) => item.line)) +
    sum(input.additions.filter((addition) => addition.taxable).map((addition) => toWholeRupees(addition.amount))) +
    encashment;
  const fullMonthTaxable = sum(taxableComponents.map((item) => item.fullMonth));
  const earlier = input.previousEmployer ?? { taxableGross: 0n, tds: 0n };
  const projectedGross = input.yearToDate.taxableGross + earlier.taxableGross + taxableGross + fullMonthTaxable * monthsAfter;
  const regime = pack.tax[input.taxRegime];
  let projected = sub(rupeesOfPaise(projectedGross), fromInt(regime.standardDeduction));
  if (input.taxRegime === 'OLD') {
    const basicProjected = input.yearToDate.basic + lineOf('BASIC') + fullOf('BASIC') * monthsAfter;
    const hraProjected = input.yearToDate.hra + lineOf('HRA') + fullOf('HRA') * monthsAfter;
    projected = sub(projected, oldRegimeDeductions(input.declarations, pack, basicProjected, hraProjected, monthsAfter + 1n));
  }
  projected = max(projected, ZERO);
  const yearTax = annualTax(projected, regime);
  const tds = roundHalfUp(div(sub(yearTax, rupeesOfPaise(input.yearToDate.tds + earlier.tds)), fromInt(monthsAfter + 1n)));
  if (tds > 0n) statutoryDeductions.push({ code: 'TDS', name: LINE_NAMES.TDS, kind: 'DEDUCTION', amount: tds * 100n });

  // A statutory line of 0 (a PF member or ESI-covered person with no paid days) is left out.
  lines.push(...[...statutoryDeductions, ...employerLines].filter((line) => line.amount > 0n));
  const total = (kind: PayslipLine['kind']): Paise => sum(lines.filter((line) => line.kind === kind).map((line) => line.amount));
  const deductions = total('DEDUCTION');
  const reimbursements = total('REIMBURSEMENT');
  return {
    daysInMonth: days,
    paidDays: Number(paidDays.n) / Number(paidDays.d),
    lopDays: Number(lopDays.n) / Number(lopDays.d),
    lines,
    gross,
    deductions,
    net: gross - deductions + reimbursements,
    employerCost: gross + total('EMPLOYER') + reimbursements,
    taxableGross,
    basic: lineOf('BASIC'),
    hra: lineOf('HRA'),
    pfWage,
    epsWage,
    esiWage,
    esiCovered,
    projectedTaxable: paiseOfRational(projected),
    annualTax: paiseOfRational(yearTax),
    rulePack: pack.id,
  };
}

/**
 * Old-regime deductions (rupees): each section's declared total within its limit, and the HRA exemption as the
 * least of HRA received, rent − 10% of BASIC and 50% (metro) or 40% of BASIC over the projected year, with rent
 * = rent paid a month × the months left including this one (an HRA item's `amount` is not used).
 */
function oldRegimeDeductions(
  declarations: Declaration[],
  pack: RulePack,
  basicProjected: Paise,
  hraProjected: Paise,
  monthsLeftIncludingThis: bigint,
): Rational {
  let total = ZERO;
  for (const section of ['80C', '80D', '80CCD1B', '24B'] as const) {
    const declared = declarations
      .filter((item) => item.section === section)
      .reduce((subtotal, item) => add(subtotal, max(fromNumber(item.amount), ZERO)), ZERO);
    total = add(total, min(declared, fromInt(pack.declarationLimits[section])));
  }
  const rentItems = declarations.filter((item) => item.section === 'HRA');
  if (rentItems.length > 0) {
    const rentMonthly = rentItems.reduce(
      (subtotal, item) => add(subtotal, max(fromNumber(item.rentPaidMonthly ?? 0), ZERO)),
      ZERO,
    );
    const rent = mul(rentMonthly, fromInt(monthsLeftIncludingThis));
    const basic = rupeesOfPaise(basicProjected);
    const metro = rentItems.some((item) => item.metro === true);
    const exemption = min(
      min(rupeesOfPaise(hraProjected), sub(rent, mul(basic, percent(pack.hra.rentOverPercentOfBasic)))),
      mul(basic, percent(metro ? pack.hra.metroPercentOfBasic : pack.hra.otherPercentOfBasic)),
    );
    total = add(total, max(exemption, ZERO));
  }
  return total;
}
