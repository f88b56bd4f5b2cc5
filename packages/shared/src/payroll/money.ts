/**
 * Money is kept exactly: whole currency units as typed (digit strings) ↔ integer minor units (bigint),
 * never a float (DESIGN §5).
 */
export const MINOR_PER_UNIT = 100n;

/** "12345" → 1234500n. The text must be digits only (checked by the schemas first). */
export function toMinorUnits(digits: string): bigint {
  if (!/^\d+$/.test(digits)) throw new Error(`not a whole amount: ${digits}`);
  return BigInt(digits) * MINOR_PER_UNIT;
}

/** 1234500n → "12345"; a fraction, should one ever be stored, keeps its two decimals ("12345.50"). */
export function fromMinorUnits(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  const units = (abs / MINOR_PER_UNIT).toString();
  const cents = abs % MINOR_PER_UNIT;
  return cents === 0n ? `${sign}${units}` : `${sign}${units}.${cents.toString().padStart(2, '0')}`;
}

/** Digits grouped by thousands for display: "1234567" → "1,234,567" (exact, string based). */
export function groupDigits(amount: string): string {
  const [whole = '', fraction] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}
