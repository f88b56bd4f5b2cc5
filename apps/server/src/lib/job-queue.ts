/** The job queue every module hands background work to (pg-boss on this database; the jobs module builds it). */
export type JobQueue = {
  /** Hands a job to the queue; a worker of any copy runs it once (retried if that copy dies), not before `startAfterSeconds`. */
  enqueue: (name: string, payload: object, options?: { startAfterSeconds?: number }) => Promise<string | null>;
  /** Starts pg-boss if this process has not yet (its schema exists after). */
  ready: () => Promise<void>;
  /** Readiness of a working queue: started, and its tables answer. Throws when not. */
  check: () => Promise<void>;
  stop: () => Promise<void>;
};
