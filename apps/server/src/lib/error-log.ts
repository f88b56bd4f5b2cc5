import { DrizzleQueryError } from 'drizzle-orm/errors';

/** What a log line may say about a failure: no SQL parameters, no database message quoting a value. */
export type LoggedError = {
  type: string;
  message: string;
  /** The failed statement's name: its verb and table, e.g. `insert documents`. */
  query?: string;
  /** The database's SQLSTATE (e.g. 23505) and, where it names one, the constraint or table. */
  code?: string;
  constraint?: string;
  table?: string;
  stack: string;
};

/** The stack's frames only: its first lines repeat the message, which for a failed query holds the parameters. */
const framesOf = (error: Error) =>
  (error.stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');

type DatabaseCause = { code?: unknown; constraint?: unknown; table?: unknown };

/** `insert into "documents" (...)` → `insert documents`; never the statement's values. */
export function queryName(sqlText: string): string {
  const text = sqlText.replace(/\s+/g, ' ').trim();
  const verb = (text.match(/^\s*(with|select|insert|update|delete)\b/i)?.[1] ?? 'query').toLowerCase();
  const table =
    text.match(/\binsert into "?([\w.]+)"?/i)?.[1] ??
    text.match(/^update "?([\w.]+)"?/i)?.[1] ??
    text.match(/\bfrom "?([\w.]+)"?/i)?.[1];
  return table ? `${verb} ${table}` : verb;
}

const causeOf = (error: unknown): DatabaseCause | null => {
  const cause = (error as { cause?: unknown }).cause;
  return typeof cause === 'object' && cause !== null ? (cause as DatabaseCause) : null;
};

/** The database's SQLSTATE of a failed query, if any (e.g. 22021 for a NUL byte in text). */
export function databaseErrorCode(error: unknown): string | undefined {
  if (!(error instanceof DrizzleQueryError)) return undefined;
  const code = causeOf(error)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The pino serializer for `err`: a failed query logs its error class, the statement's name and the
 * database's code — never the parameters (personal data, file bytes) nor the database's message,
 * which can quote a value. Other errors keep their message and stack.
 */
export function serializeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  if (error instanceof DrizzleQueryError) {
    const cause = causeOf(error);
    const query = queryName(error.query);
    const logged: LoggedError = { type: 'DrizzleQueryError', message: `failed query: ${query}`, query, stack: framesOf(error) };
    if (typeof cause?.code === 'string') logged.code = cause.code;
    if (typeof cause?.constraint === 'string') logged.constraint = cause.constraint;
    if (typeof cause?.table === 'string') logged.table = cause.table;
    return logged;
  }
  const direct = error as Error & DatabaseCause & { severity?: unknown };
  if (typeof direct.code === 'string' && /^[0-9A-Z]{5}$/.test(direct.code) && direct.severity !== undefined) {
    // a driver's own database error (its message and detail may quote values)
    return {
      type: error.constructor?.name ?? 'DatabaseError',
      message: `database error ${direct.code}`,
      code: direct.code,
      stack: framesOf(error),
    };
  }
  return { type: error.constructor?.name ?? 'Error', message: error.message, stack: error.stack ?? '' };
}
