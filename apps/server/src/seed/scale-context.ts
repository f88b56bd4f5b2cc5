import type { Executor } from '../db/client';

/**
 * What a set-based scale step knows about the generated people (`npm run seed:scale`). Generated ids are
 * `prefix || n` for n in [first, last]; the first `managers` numbers are managers, the next `hrPartners`
 * HR partners, the rest employees. Steps insert with INSERT … SELECT over generate_series, never row by row.
 */
export type ScaleContext = {
  organizationId: string;
  prefix: string;
  first: number;
  last: number;
  /** Numbers [managerFirst, managerLast] are managers; [hrFirst, hrLast] HR partners. */
  managerFirst: number;
  managerLast: number;
  hrFirst: number;
  hrLast: number;
  /** Argon2 hash of the demo password, shared by every generated account. */
  passwordHash: string;
};

export type ScaleStep = { name: string; run: (tx: Executor, ctx: ScaleContext) => Promise<void> };

/** A SQL array literal of fixed strings (constants only, never user input). */
export const sqlArray = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/** `pick(values, 'n')`: a deterministic choice among constants by an integer SQL expression. */
export const pick = (values: readonly string[], index: string) => `(${sqlArray(values)})[1 + ((${index}) % ${values.length})]`;

/** A quoted SQL string literal of a constant. */
export const lit = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** The generated id of number expression `n`. */
export const idOf = (ctx: ScaleContext, n: string) => `(${lit(ctx.prefix)} || (${n})::text)`;
