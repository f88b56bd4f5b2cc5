import { PAYROLL_ENGINE_MESSAGES as M } from './messages';
import {
  add,
  fromInt,
  fromNumber,
  max,
  min,
  mul,
  percent,
  type Rational,
  roundHalfUp,
  rupeesOfPaise,
  sub,
  ZERO,
} from './rational';
import { RULE_PACKS, type RulePack } from './rule-packs';
import { annualTaxParts } from './tax';
import { type Declaration, type Paise, PayrollComputeError, type TaxRegime } from './types';

/** One published payslip's figures (paise) that Form 16 Part B adds up. */
export interface Form16Payslip {
  gross: Paise;
  taxableGross: Paise;
  basic: Paise;
  hra: Paise;
  tds: Paise;
  /** the payslip's PT line (0 when none) */
  pt: Paise;
}

/** Salary and tax with earlier employers in the same financial year, as the person reported them (Form 12B). */
export interface Form16PreviousEmployer {
  /** taxable salary paid by earlier employers this year */
  taxableGross: Paise;
  /** tax they deducted at source */
  tds: Paise;
  /** tax on employment (professional tax) they deducted; none = 0 */
  professionalTax?: Paise;
}

export interface Form16Input {
  /** e.g. '2026-27' */
  fy: string;
  regime: TaxRegime;
  /** the person's PUBLISHED payslips of the year */
  payslips: Form16Payslip[];
  /** what the year's last run uses: the approved items once proofs are due (old regime only counts them) */
  declarations: Declaration[];
  /** income and tax with earlier employers this year (section 192(2)); none = 0 */
  previousEmployer?: Form16PreviousEmployer;
}

/**
 * Form 16 Part B (Income-tax Rules 1962, rule 31(1)(a), the Part B annexure), in paise, every figure whole
 * rupees: each line is rounded to the rupee half up (BEYOND §B5's rounding of a line) and the next line is
 * computed from the rounded ones, so the figures shown always add up — but for total income (12) and tax payable
 * (17), which sections 288A and 288B round to the nearest ten rupees. BEYOND §B5 fixes no rounding for Form 16 (its
 * "annual tax is not rounded" is the monthly TDS projection's, which stays unrounded).
 */
export interface Form16PartB {
  fy: string;
  regime: TaxRegime;
  rulePack: string;
  months: number;
  /** 1(a)/1(d): salary as per section 17(1): the payslips' earnings (their taxable gross when that is larger), plus 1(e) */
  grossSalary: Paise;
  /** 1(e): reported salary from earlier employers this year (section 192(2)), included in grossSalary */
  previousEmployerSalary: Paise;
  /** 2: allowances exempt under section 10, other than HRA: earnings the structure marks not taxable */
  exemptAllowances: Paise;
  /** 2(e): section 10(13A) with rule 2A (old regime) */
  hraExemption: Paise;
  totalExemptions: Paise;
  /** 3: gross salary less the exemptions */
  salaryAfterExemptions: Paise;
  /** 4(a): section 16(ia) */
  standardDeduction: Paise;
  /**
   * 4(c): tax on employment, section 16(iii) (old regime only): the PT the year's published payslips deducted plus
   * the PT earlier employers deducted, at most ₹2,500 for the year
   */
  professionalTax: Paise;
  /** PT deducted by earlier employers this year as reported (before the ₹2,500 cap); counted in professionalTax */
  previousEmployerProfessionalTax: Paise;
  /** 6: income chargeable under the head "Salaries" */
  incomeFromSalary: Paise;
  /** 7(a): interest on a home loan, section 24(b), as the loss from house property the employee reported (old regime) */
  homeLoanInterest: Paise;
  /** 9: gross total income */
  grossTotalIncome: Paise;
  /** 10: Chapter VI-A, each within its limit (old regime) */
  chapterVIA: { '80C': Paise; '80D': Paise; '80CCD1B': Paise };
  /** 11: the aggregate, at most the gross total income (section 80A(2)) */
  chapterVIATotal: Paise;
  /** 12: total taxable income, rounded to the nearest ten rupees (section 288A) */
  totalIncome: Paise;
  /** 13: tax on total income (the regime's slabs) */
  taxOnIncome: Paise;
  /** 14: rebate under section 87A (with its marginal relief in the new regime) */
  rebate87A: Paise;
  /** 15: surcharge, after its marginal relief */
  surcharge: Paise;
  /** 16: health and education cess */
  cess: Paise;
  /** 17: tax payable (13 − 14 + 15 + 16), rounded to the nearest ten rupees (section 288B) */
  taxPayable: Paise;
  /** 18: relief under section 89 (arrears): claimed by the employee with Form 10E; the product computes none */
  relief89: Paise;
  /** 19: net tax payable */
  netTaxPayable: Paise;
  /** TDS deducted by the employer (the payslips' TDS lines; Part A lists the deposits) */
  tdsDeducted: Paise;
  /** TDS deducted by earlier employers this year (section 192(2)) */
  previousEmployerTds: Paise;
  /** positive: still payable by the employee; negative: refundable */
  balance: Paise;
}

const toPaise = (rupees: Rational): Paise => roundHalfUp(rupees) * 100n;

/**
 * Article 276(2) of the Constitution of India: the taxes on professions, trades, callings and employments payable
 * by one person shall not exceed ₹2,500 a year, so Form 16 deducts at most that under section 16(iii). The Article
 * limits what each State levies; Form 16 caps the year's total, so a person who paid two States in one year claims
 * the excess in their own return.
 */
export const PROFESSIONAL_TAX_ANNUAL_CAP: Paise = 2500n * 100n;
const sumOf = (values: Paise[]) => values.reduce((total, value) => total + value, 0n);
const declared = (items: Declaration[], section: Declaration['section']) =>
  items.filter((item) => item.section === section).reduce((total, item) => add(total, max(fromNumber(item.amount), ZERO)), ZERO);

export function rulePackOfYear(fy: string): RulePack {
  const pack = RULE_PACKS[fy];
  if (!pack) throw new PayrollComputeError(M.noRulePack(fy));
  return pack;
}

/** The HRA exemption over the months paid: the least of HRA received, rent − 10% of BASIC, 50% (metro) or 40% of BASIC. */
function hraExemptionOf(input: Form16Input, pack: RulePack): Rational {
  const rentItems = input.declarations.filter((item) => item.section === 'HRA');
  if (rentItems.length === 0) return ZERO;
  const rentMonthly = rentItems.reduce((total, item) => add(total, max(fromNumber(item.rentPaidMonthly ?? 0), ZERO)), ZERO);
  const rent = mul(rentMonthly, fromInt(input.payslips.length));
  const basic = rupeesOfPaise(sumOf(input.payslips.map((p) => p.basic)));
  const hra = rupeesOfPaise(sumOf(input.payslips.map((p) => p.hra)));
  const metro = rentItems.some((item) => item.metro === true);
  const least = min(
    min(hra, sub(rent, mul(basic, percent(pack.hra.rentOverPercentOfBasic)))),
    mul(basic, percent(metro ? pack.hra.metroPercentOfBasic : pack.hra.otherPercentOfBasic)),
  );
  return max(least, ZERO);
}

/**
 * Sections 288A and 288B of the Income-tax Act 1961: total income, and the tax on it, are rounded to the nearest
 * multiple of ten rupees (five rupees and more up). Applies to whole-rupee paise, never negative here.
 */
export function roundToTenRupees(amount: Paise): Paise {
  const rupees = amount / 100n;
  return ((rupees + 5n) / 10n) * 10n * 100n;
}

/** Form 16 Part B of a person's financial year from their published payslips and declarations in force. */
export function computeForm16PartB(input: Form16Input): Form16PartB {
  const pack = rulePackOfYear(input.fy);
  const rules = pack.tax[input.regime];
  const old = input.regime === 'OLD';
  const taxable = sumOf(input.payslips.map((p) => p.taxableGross));
  const earlier = input.previousEmployer ?? { taxableGross: 0n, tds: 0n };
  const previousEmployerSalary = toPaise(rupeesOfPaise(earlier.taxableGross));
  const previousEmployerTds = toPaise(rupeesOfPaise(earlier.tds));
  const previousEmployerProfessionalTax = toPaise(rupeesOfPaise(earlier.professionalTax ?? 0n));
  const paidHere = sumOf(input.payslips.map((p) => (p.gross > p.taxableGross ? p.gross : p.taxableGross)));
  const grossSalary = paidHere + previousEmployerSalary;
  const exemptAllowances = paidHere - taxable;
  const hraExemption = old ? toPaise(hraExemptionOf(input, pack)) : 0n;
  const totalExemptions = exemptAllowances + hraExemption;
  const salaryAfterExemptions = grossSalary - totalExemptions;
  const standardDeduction = minPaise(BigInt(rules.standardDeduction) * 100n, salaryAfterExemptions);
  // section 16(iii): the tax on employment deducted here and by earlier employers, within Article 276(2)'s ₹2,500;
  // section 115BAC(2) allows it in the old regime only
  const employmentTax = minPaise(
    sumOf(input.payslips.map((p) => p.pt)) + previousEmployerProfessionalTax,
    PROFESSIONAL_TAX_ANNUAL_CAP,
  );
  const professionalTax = old ? minPaise(employmentTax, salaryAfterExemptions - standardDeduction) : 0n;
  const incomeFromSalary = salaryAfterExemptions - standardDeduction - professionalTax;
  const limited = (section: '80C' | '80D' | '80CCD1B' | '24B') =>
    old ? toPaise(min(declared(input.declarations, section), fromInt(pack.declarationLimits[section]))) : 0n;
  const homeLoanInterest = minPaise(limited('24B'), incomeFromSalary);
  const grossTotalIncome = incomeFromSalary - homeLoanInterest;
  const chapterVIA = { '80C': limited('80C'), '80D': limited('80D'), '80CCD1B': limited('80CCD1B') };
  const chapterVIATotal = minPaise(chapterVIA['80C'] + chapterVIA['80D'] + chapterVIA['80CCD1B'], grossTotalIncome);
  const totalIncome = roundToTenRupees(grossTotalIncome - chapterVIATotal);
  const parts = annualTaxParts(rupeesOfPaise(totalIncome), rules);
  const taxOnIncome = toPaise(parts.slabTax);
  const rebate87A = toPaise(parts.rebate87A);
  const surcharge = toPaise(parts.surcharge);
  const cess = toPaise(mul(rupeesOfPaise(taxOnIncome - rebate87A + surcharge), percent(rules.cessPercent)));
  const taxPayable = roundToTenRupees(taxOnIncome - rebate87A + surcharge + cess);
  const relief89 = 0n;
  const netTaxPayable = taxPayable - relief89;
  const tdsDeducted = sumOf(input.payslips.map((p) => p.tds));
  return {
    fy: input.fy,
    regime: input.regime,
    rulePack: pack.id,
    months: input.payslips.length,
    grossSalary,
    previousEmployerSalary,
    exemptAllowances,
    hraExemption,
    totalExemptions,
    salaryAfterExemptions,
    standardDeduction,
    professionalTax,
    previousEmployerProfessionalTax,
    incomeFromSalary,
    homeLoanInterest,
    grossTotalIncome,
    chapterVIA,
    chapterVIATotal,
    totalIncome,
    taxOnIncome,
    rebate87A,
    surcharge,
    cess,
    taxPayable,
    relief89,
    netTaxPayable,
    tdsDeducted,
    previousEmployerTds,
    balance: netTaxPayable - tdsDeducted - previousEmployerTds,
  };
}

const minPaise = (a: Paise, b: Paise): Paise => (a < b ? a : b);

/** The financial year's first and last months ('2026-27' → 2026-04, 2027-03). */
export function financialYearMonths(fy: string): { first: string; last: string } {
  const start = Number(fy.slice(0, 4));
  return { first: `${start}-04`, last: `${start + 1}-03` };
}

/** One published payslip's month and figures for Form 16 Part A's quarterly summary. */
export interface Form16QuarterPayslip {
  /** 'yyyy-MM' */
  month: string;
  gross: Paise;
  tds: Paise;
}

export interface Form16Quarter {
  /** Q1 April–June, Q2 July–September, Q3 October–December, Q4 January–March (the quarters of Form 24Q) */
  quarter: 'Q1' | 'Q2' | 'Q3' | 'Q4';
  /** amount paid or credited: the quarter's published gross */
  amountPaid: Paise;
  /** tax deducted: the quarter's TDS lines */
  tdsDeducted: Paise;
}

const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;

/**
 * Form 16 Part A's summary of amounts paid and tax deducted per quarter (Income-tax Rules 1962, rule 31(1)(a) and
 * the quarters of rule 31A's Form 24Q): always the four quarters of the year, in order, 0 where nothing was paid.
 */
export function form16Quarters(fy: string, payslips: Form16QuarterPayslip[]): Form16Quarter[] {
  const start = Number(fy.slice(0, 4));
  const quarters = QUARTERS.map((quarter) => ({ quarter, amountPaid: 0n, tdsDeducted: 0n }));
  for (const slip of payslips) {
    const [year, month] = slip.month.split('-').map(Number) as [number, number];
    const index = (year - start) * 12 + month - 4; // 0 = April of the year
    if (index < 0 || index > 11) continue;
    const quarter = quarters[Math.floor(index / 3)]!;
    quarter.amountPaid += slip.gross;
    quarter.tdsDeducted += slip.tds;
  }
  return quarters;
}

/**
 * Form 16 Part A's "period with the employer": the financial year cut to the joining and leaving dates
 * ('yyyy-MM-dd'); null when the person was not employed in the year at all.
 */
export function employmentPeriodOf(
  fy: string,
  joiningDate: string | null,
  leavingDate: string | null,
): { from: string; to: string } | null {
  const start = Number(fy.slice(0, 4));
  const yearFrom = `${start}-04-01`;
  const yearTo = `${start + 1}-03-31`;
  const from = joiningDate && joiningDate > yearFrom ? joiningDate : yearFrom;
  const to = leavingDate && leavingDate < yearTo ? leavingDate : yearTo;
  return from <= to ? { from, to } : null;
}
