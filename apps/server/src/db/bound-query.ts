import type { Pool, QueryConfig, QueryResult } from 'pg';

/** What a bound statement sends to the server before its own messages (node-postgres's Connection). */
type ProtocolConnection = {
  parse: (message: { text: string; name?: string }) => void;
  bind: (message: { values: unknown[] }) => void;
  execute: (message: Record<string, never>) => void;
  submittedNamedStatements: Record<string, string>;
};

/** What BoundQuery uses of node-postgres's Query: its protocol steps are not in its type declarations. */
type DriverQuery = {
  name?: string;
  text?: string;
  values?: unknown[];
  requiresPreparation(): boolean;
  prepare(connection: ProtocolConnection): void;
  handleDataRow(message: unknown): void;
  handleCommandComplete(message: unknown, connection: ProtocolConnection): void;
  handleError(error: Error, connection: ProtocolConnection): void;
};
type DriverQueryClass = new (config: QueryConfig, values?: unknown[]) => DriverQuery;

/** A statement to run bound, as node-postgres takes it (a Submittable). */
export type BoundQuery = DriverQuery & { organizationId: string };
type BoundQueryClass = new (
  config: QueryConfig,
  values: unknown[] | undefined,
  bindingSql: string,
  organizationId: string,
) => BoundQuery;

let boundQueryClass: BoundQueryClass | undefined;

/**
 * node-postgres's Query with the binding in front of it on the wire: the binding statement's Parse, Bind and
 * Execute, then the statement's own Parse, Bind, Describe and Execute, then one Sync. Everything before a Sync
 * is one implicit transaction, so the binding's transaction-local settings hold for the statement and end with
 * it, and the whole is one round trip, like the statement alone (BEGIN, binding, statement and COMMIT sent one
 * after another were three). If the binding fails the server skips to the Sync: the statement never runs.
 * The binding's row and completion are the query's to swallow; while they are awaited the query shows no name,
 * so the driver does not take the binding's ParseComplete for the statement's.
 */
function defineBoundQuery(Query: DriverQueryClass): BoundQueryClass {
  return class extends Query {
    declare statementName: string | undefined;
    bindingPending = false;

    constructor(
      config: QueryConfig,
      values: unknown[] | undefined,
      readonly bindingSql: string,
      readonly organizationId: string,
    ) {
      super(config, values);
    }

    // @ts-expect-error an accessor over the driver's plain field (the driver reads it on the wire's answers)
    override get name() {
      return this.bindingPending ? undefined : this.statementName;
    }
    override set name(value: string | undefined) {
      this.statementName = value;
    }

    // the binding needs the extended protocol; a bound statement is always one statement
    override requiresPreparation() {
      return true;
    }

    override prepare(connection: ProtocolConnection) {
      connection.parse({ text: this.bindingSql });
      connection.bind({ values: [this.organizationId] });
      connection.execute({});
      super.prepare(connection);
      this.bindingPending = true;
    }

    override handleDataRow(message: unknown) {
      if (!this.bindingPending) super.handleDataRow(message);
    }

    override handleCommandComplete(message: unknown, connection: ProtocolConnection) {
      if (this.bindingPending) this.bindingPending = false;
      else super.handleCommandComplete(message, connection);
    }

    override handleError(error: Error, connection: ProtocolConnection) {
      if (this.bindingPending) {
        // the statement's own Parse was skipped with the rest: it is not prepared on this connection
        this.bindingPending = false;
        if (this.statementName) delete connection.submittedNamedStatements[this.statementName];
      }
      super.handleError(error, connection);
    }
  } as unknown as BoundQueryClass;
}

/** Loads node-postgres's Query once (the driver loads lazily: PGlite databases never need it). */
export async function loadBoundQuery(): Promise<void> {
  if (boundQueryClass) return;
  const { default: pg } = await import('pg');
  boundQueryClass = defineBoundQuery(pg.Query as unknown as DriverQueryClass);
}

/**
 * Runs one statement on `pool` with `bindingSql` (taking the organisation as its one parameter) in front of it
 * in the same implicit transaction: one round trip (see defineBoundQuery).
 */
export function runBound(
  pool: Pool,
  bindingSql: string,
  organizationId: string,
  config: QueryConfig | string,
  values?: unknown[],
): Promise<QueryResult> {
  if (!boundQueryClass) throw new Error('loadBoundQuery() first');
  const query = new boundQueryClass(typeof config === 'string' ? { text: config } : config, values, bindingSql, organizationId);
  return pool.query(query as never) as unknown as Promise<QueryResult>;
}
