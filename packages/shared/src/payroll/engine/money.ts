import { fromDecimal, fromInt, mul, roundHalfUp } from './rational';
import type { Paise } from './types';

/** Paise → rupees as the contract's JSON numbers (exact for any payroll amount: far below 2^53 paise). */
export function rupees(amount: Paise): number {
  return Number(amount) / 100;
}

/**
 * Rupees from JSON or text (1234.5, "1234.50") → paise, rounded half up to the paisa. Throws on anything
 * that is not a plain decimal number.
 */
export function paise(amount: number | string): Paise {
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  if (typeof amount === 'number' && !Number.isFinite(amount)) throw new Error(`not an amount: ${amount}`);
  return roundHalfUp(mul(fromDecimal(text), fromInt(100)));
}
