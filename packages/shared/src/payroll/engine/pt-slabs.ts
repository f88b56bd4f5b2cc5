import type { PtSlab } from './types';

/**
 * Professional tax: the monthly slabs each state's act publishes, on the month's gross salary (BEYOND §B5,
 * PUT payroll/pt-slabs/{state} overrides them per organisation). `from`/`to` are whole rupees inclusive.
 */
export const DEFAULT_PT_SLABS: Record<string, PtSlab[]> = {
  // Gujarat State Tax on Professions, Trades, Callings and Employments Act 1976, Schedule entry 1: ₹12,000 or more a
  // month ₹200 a month; the lower slabs (₹80 from ₹6,000, ₹150 from ₹9,000, in force from 1 April 2008) were
  // abolished by the State's later amendment, so below ₹12,000 is nil.
  GJ: [
    { from: 0, to: 11999, amount: 0, februaryAmount: null },
    { from: 12000, to: null, amount: 200, februaryAmount: null },
  ],
  // Karnataka Tax on Profession, Trades, Callings and Employments Act 1976 (Karnataka Act 35 of 1976), Schedule
  // serial 1: below ₹25,000 a month nil (LA Bill 06 of 2023, from 1 April 2023); ₹25,000 or more ₹200 a month and
  // ₹300 in February (Karnataka Act 33 of 2025, Gazette 15 April 2025, from 1 April 2025; ₹2,500 a year).
  KA: [
    { from: 0, to: 24999, amount: 0, februaryAmount: null },
    { from: 25000, to: null, amount: 200, februaryAmount: 300 },
  ],
  // Maharashtra State Tax on Professions, Trades, Callings and Employments Act 1975, Schedule I entry 1(a): up to
  // ₹7,500 nil, ₹7,501–10,000 ₹175, above ₹10,000 ₹200 a month and ₹300 in February. (Entry 1(b) exempts women up to
  // ₹25,000; the engine has no gender input, so an admin edits the slabs where that applies.)
  MH: [
    { from: 0, to: 7500, amount: 0, februaryAmount: null },
    { from: 7501, to: 10000, amount: 175, februaryAmount: null },
    { from: 10001, to: null, amount: 200, februaryAmount: 300 },
  ],
  // Telangana Tax on Professions, Trades, Callings and Employments Act 1987, Schedule entry 1: up to ₹15,000 nil,
  // ₹15,001–20,000 ₹150, above ₹20,000 ₹200 a month.
  TG: [
    { from: 0, to: 15000, amount: 0, februaryAmount: null },
    { from: 15001, to: 20000, amount: 150, februaryAmount: null },
    { from: 20001, to: null, amount: 200, februaryAmount: null },
  ],
  // Tamil Nadu: profession tax is levied half-yearly by the urban local bodies (Tamil Nadu Urban Local Bodies Act
  // 1998 as amended in 2022); the defaults are the Greater Chennai Corporation's schedule (council resolution
  // 574/2024 of 30 Dec 2024; circular R.D.(HQ).C.No.PT/SPL/2024 of 20 Jan 2025, from the second half of 2024-25):
  // half-year salary up to ₹21,000 nil, ₹21,001–30,000 ₹180, ₹30,001–45,000 ₹425, ₹45,001–60,000 ₹930,
  // ₹60,001–75,000 ₹1,025, above ₹75,000 ₹1,250 per half-year.
  // Mapped to months: a half-year's salary is six months' gross, so each range is divided by 6
  // (₹21,000 → ₹3,500 a month, …); the monthly amount is the half-year's tax ÷ 6 rounded down to the rupee, and
  // February takes what is left of the year's tax (2 × half-year − 11 × monthly), so twelve months at one salary
  // pay exactly the year's two half-yearly amounts. An organisation that deducts twice a year edits the slabs.
  TN: [
    { from: 0, to: 3500, amount: 0, februaryAmount: null },
    { from: 3501, to: 5000, amount: 30, februaryAmount: null }, // 180 ÷ 6 = 30 exactly
    { from: 5001, to: 7500, amount: 70, februaryAmount: 80 }, // 425 ÷ 6 = 70.83; 850 − 11 × 70 = 80
    { from: 7501, to: 10000, amount: 155, februaryAmount: null }, // 930 ÷ 6 = 155 exactly
    { from: 10001, to: 12500, amount: 170, februaryAmount: 180 }, // 1,025 ÷ 6 = 170.83; 2,050 − 11 × 170 = 180
    { from: 12501, to: null, amount: 208, februaryAmount: 212 }, // 1,250 ÷ 6 = 208.33; 2,500 − 11 × 208 = 212
  ],
  // West Bengal State Tax on Professions, Trades, Callings and Employments Act 1979, First Schedule entry 1: up to
  // ₹10,000 nil, ₹10,001–15,000 ₹110, ₹15,001–25,000 ₹130, ₹25,001–40,000 ₹150, above ₹40,000 ₹200 a month.
  WB: [
    { from: 0, to: 10000, amount: 0, februaryAmount: null },
    { from: 10001, to: 15000, amount: 110, februaryAmount: null },
    { from: 15001, to: 25000, amount: 130, februaryAmount: null },
    { from: 25001, to: 40000, amount: 150, februaryAmount: null },
    { from: 40001, to: null, amount: 200, februaryAmount: null },
  ],
};

export const PT_STATES: readonly string[] = Object.keys(DEFAULT_PT_SLABS).sort();

/** The names of the states the product ships slabs for (codes as in the GST state list's alpha codes). */
export const PT_STATE_NAMES: Readonly<Record<string, string>> = {
  GJ: 'Gujarat',
  KA: 'Karnataka',
  MH: 'Maharashtra',
  TG: 'Telangana',
  TN: 'Tamil Nadu',
  WB: 'West Bengal',
};

/** The month's PT: the slab with from ≤ gross ≤ to, its February amount in February where set; 0 when none matches. */
export function professionalTax(slabs: PtSlab[], grossRupees: bigint, february: boolean): number {
  const slab = slabs.find(
    (candidate) => BigInt(candidate.from) <= grossRupees && (candidate.to === null || grossRupees <= BigInt(candidate.to)),
  );
  if (!slab) return 0;
  return february && slab.februaryAmount !== null ? slab.februaryAmount : slab.amount;
}
