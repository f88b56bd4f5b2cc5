import { type SQLWrapper, sql } from 'drizzle-orm';

/** The text with LIKE's wildcards and escape character taken literally. */
export const escapeLike = (text: string) => text.replace(/[%_\\]/g, (c) => `\\${c}`);

/** A LIKE pattern for the text anywhere. */
export const anywherePattern = (text: string) => `%${escapeLike(text)}%`;

/** Past any character a name can hold, so `[from, to)` holds every text that starts with `from`. */
const LAST_CHARACTER = '\u{10FFFF}';

/**
 * A lower-cased prefix as a range of the `text_pattern_ops` order (`~>=~ from and ~<~ to`) plus the LIKE
 * that re-checks it. A prepared statement's generic plan can walk an index over the range; it cannot over
 * `like $1`, whose prefix is known only when the value is.
 */
export function prefixMatch(text: string) {
  const lower = text.toLowerCase();
  return { from: lower, to: `${lower}${LAST_CHARACTER}`, like: `${escapeLike(lower)}%` };
}

/**
 * `column = any($1)`: the values travel as one array parameter. `inArray` binds each value as a parameter of
 * its own, which for a chunk of a thousand ids cost the query builder and the driver more than the query;
 * for the lists of ids a background job reads in chunks (the pay run's people).
 */
export const isAnyOf = (column: SQLWrapper, values: readonly string[]) => sql`${column} = any(${sql.param([...values])}::text[])`;
