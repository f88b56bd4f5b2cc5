/**
 * Exact rational numbers over bigint: formulas and statutory percentages are computed without any
 * rounding until a rule of BEYOND §B5 rounds (a float would drift: 0.1 + 0.2 ≠ 0.3).
 * Always kept normalised: the denominator positive, numerator and denominator coprime.
 */
export interface Rational {
  readonly n: bigint;
  readonly d: bigint;
}

const abs = (value: bigint): bigint => (value < 0n ? -value : value);
function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [abs(a), abs(b)];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export class DivisionByZeroError extends Error {}

export function ratio(numerator: bigint, denominator: bigint = 1n): Rational {
  if (denominator === 0n) throw new DivisionByZeroError('division by zero');
  const sign = denominator < 0n ? -1n : 1n;
  const divisor = gcd(numerator, denominator) || 1n;
  return { n: (sign * numerator) / divisor, d: (sign * denominator) / divisor };
}

export const ZERO = ratio(0n);
export const ONE = ratio(1n);
export const fromInt = (value: bigint | number): Rational => ratio(BigInt(value));

/** A decimal written in digits ("12.5", "0.0833", "7") as an exact rational. */
export function fromDecimal(text: string): Rational {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`not a decimal number: ${text}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const value = ratio(BigInt(whole + fraction), 10n ** BigInt(fraction.length));
  return sign ? neg(value) : value;
}

/** A JSON number (days, declared rupees) exactly as written: 1.5 → 3/2, 0.1 → 1/10. */
export function fromNumber(value: number): Rational {
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  return fromDecimal(String(value));
}

export const add = (a: Rational, b: Rational): Rational => ratio(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Rational, b: Rational): Rational => ratio(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Rational, b: Rational): Rational => ratio(a.n * b.n, a.d * b.d);
export const div = (a: Rational, b: Rational): Rational => ratio(a.n * b.d, a.d * b.n);
export const neg = (a: Rational): Rational => ({ n: -a.n, d: a.d });
export const compare = (a: Rational, b: Rational): number => {
  const difference = a.n * b.d - b.n * a.d;
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
};
export const min = (a: Rational, b: Rational): Rational => (compare(a, b) <= 0 ? a : b);
export const max = (a: Rational, b: Rational): Rational => (compare(a, b) >= 0 ? a : b);
export const isZero = (a: Rational): boolean => a.n === 0n;

/** Rounded to a whole number, halves away from zero ("half up" as money is rounded: 2.5 → 3, −2.5 → −3). */
export function roundHalfUp(a: Rational): bigint {
  const magnitude = (2n * abs(a.n) + a.d) / (2n * a.d);
  return a.n < 0n ? -magnitude : magnitude;
}

/** Rounded up to the next whole number (ESI: "rounded up to the next rupee"). */
export function ceil(a: Rational): bigint {
  const quotient = a.n / a.d; // truncates toward zero
  return a.n > 0n && quotient * a.d !== a.n ? quotient + 1n : quotient;
}

const percents = new Map<string, Rational>();
/** Percent as a rational: percent("8.33") = 833/10000 (the rule packs' few rates, parsed once). */
export function percent(text: string): Rational {
  let value = percents.get(text);
  if (!value) {
    value = div(fromDecimal(text), fromInt(100));
    percents.set(text, value);
  }
  return value;
}

/** Paise ↔ rupees as rationals (a rupee is 100 paise). */
export const rupeesOfPaise = (amount: bigint): Rational => ratio(amount, 100n);
/** A rupee amount rounded half up to the whole rupee, in paise. */
export const wholeRupeesInPaise = (rupees: Rational): bigint => roundHalfUp(rupees) * 100n;
/** Rupees as a rational → paise, rounded half up to the paisa (for showing an exact amount such as the year's tax). */
export const paiseOfRational = (rupees: Rational): bigint => roundHalfUp(mul(rupees, fromInt(100)));
