import { execFile, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';

const run = promisify(execFile);

/**
 * A streaming replica of the local PostgreSQL server for the replica tests: `pg_basebackup -R` of the whole
 * cluster into a temporary directory, started with `pg_ctl` on a port of its own (TEST_REPLICA_PORT, else a free
 * one). As root (CI) the files belong to, and the server runs as, the postgres account. `stop()` always removes
 * the process and the directory. `npm run bench -- --replica auto` makes its replica the same way.
 */
export type TestReplica = {
  port: number;
  /** `serverUrl` with the replica's port and the given database. */
  urlOf: (database: string) => string;
  /** Runs one statement on the replica (as the server's superuser), returns its rows. */
  query: <T = Record<string, unknown>>(database: string, statement: string) => Promise<T[]>;
  /** Stops the server at once (`pg_ctl stop -m immediate`): the replica "dies". */
  kill: () => Promise<void>;
  /** Kills it if running and removes its directory. */
  stop: () => Promise<void>;
};

async function queryOn<T>(url: string, statement: string): Promise<T[]> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return (await client.query(statement)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The server binaries of the running server's major version (Debian: /usr/lib/postgresql/<major>/bin). */
function binariesFor(major: number): string | null {
  const dir = `/usr/lib/postgresql/${major}/bin`;
  return existsSync(join(dir, 'pg_basebackup')) && existsSync(join(dir, 'pg_ctl')) ? dir : null;
}

/**
 * Why a replica cannot be started here, or null when it can: the server must be local, allow replication
 * connections from 127.0.0.1 in pg_hba.conf, and have its binaries installed.
 */
export async function replicaUnavailable(serverUrl: string): Promise<string | null> {
  const url = new URL(serverUrl);
  if (!['127.0.0.1', 'localhost'].includes(url.hostname)) return `TEST_DATABASE_URL is not a local server (${url.hostname})`;
  const [settings] = await queryOn<{ version: string; level: string; senders: string }>(
    serverUrl,
    "select current_setting('server_version_num') as version, current_setting('wal_level') as level, current_setting('max_wal_senders') as senders",
  );
  if (!settings) return 'the server did not answer';
  if (!binariesFor(Math.floor(Number(settings.version) / 10_000)))
    return `no PostgreSQL ${Math.floor(Number(settings.version) / 10_000)} binaries under /usr/lib/postgresql`;
  if (settings.level === 'minimal' || Number(settings.senders) < 2)
    return `the server needs wal_level=replica and max_wal_senders ≥ 2 (has ${settings.level}, ${settings.senders})`;
  const rules = await queryOn<{ count: string }>(
    serverUrl,
    "select count(*) as count from pg_hba_file_rules where 'replication' = any(database) and (type = 'local' or address in ('127.0.0.1', '0.0.0.0', 'samehost', 'all'))",
  ).catch(() => [{ count: '0' }]);
  if (Number(rules[0]?.count ?? 0) === 0)
    return "pg_hba.conf allows no replication connection from 127.0.0.1: add 'host replication all 127.0.0.1/32 trust' and reload (.ci/run does)";
  return null;
}

/** Settings a standby must have at least as high as its primary's, else it refuses to start. */
const COPIED_SETTINGS = [
  'max_connections',
  'max_worker_processes',
  'max_wal_senders',
  'max_prepared_transactions',
  'max_locks_per_transaction',
];

/** `port`: the replica's port (else TEST_REPLICA_PORT, else a free one); `npm run bench -- --replica auto` passes its own. */
export async function startReplica(serverUrl: string, options: { port?: number } = {}): Promise<TestReplica> {
  const primary = new URL(serverUrl);
  const [version] = await queryOn<{ version: string }>(serverUrl, "select current_setting('server_version_num') as version");
  const bin = binariesFor(Math.floor(Number(version?.version) / 10_000));
  if (!bin) throw new Error('no PostgreSQL binaries');
  const values = await queryOn<{ name: string; setting: string }>(
    serverUrl,
    `select name, setting from pg_settings where name in (${COPIED_SETTINGS.map((n) => `'${n}'`).join(', ')})`,
  );
  const port = options.port || Number(process.env.TEST_REPLICA_PORT) || (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'hrms-replica-'));
  const data = join(dir, 'data');
  // PostgreSQL refuses to run as root: as root, the postgres account owns the files and runs the server
  const asRoot = process.getuid?.() === 0;
  const as = (command: string, args: string[]) =>
    asRoot
      ? run(existsSync('/usr/sbin/runuser') ? '/usr/sbin/runuser' : 'runuser', [
          '-u',
          'postgres',
          '--',
          join(bin, command),
          ...args,
        ])
      : run(join(bin, command), args);
  if (asRoot) {
    chmodSync(dir, 0o700);
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(group.trim()));
  }
  let started = false;
  const kill = async () => {
    if (!started) return;
    started = false;
    await as('pg_ctl', ['-D', data, 'stop', '-m', 'immediate', '-w']).catch(() => undefined);
  };
  // a test process that ends without its afterAll (a crash, a timeout) still takes the replica with it
  const onExit = () => {
    if (started)
      spawnSync(asRoot ? 'runuser' : join(bin, 'pg_ctl'), [
        ...(asRoot ? ['-u', 'postgres', '--', join(bin, 'pg_ctl')] : []),
        ...['-D', data, 'stop', '-m', 'immediate'],
      ]);
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', onExit);
  const stop = async () => {
    await kill();
    rmSync(dir, { recursive: true, force: true });
    process.off('exit', onExit);
  };
  try {
    await as('pg_basebackup', [
      '-h',
      primary.hostname,
      '-p',
      primary.port || '5432',
      '-U',
      decodeURIComponent(primary.username) || 'postgres',
      '-D',
      data,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
      '--no-sync',
    ]);
    // Debian keeps the configuration outside the data directory: the copy gets its own
    const conf = [
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      'hot_standby = on',
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      'shared_buffers = 32MB',
      'wal_receiver_status_interval = 1s',
      "log_min_messages = 'warning'",
      ...values.map(({ name, setting }) => `${name} = ${setting}`),
      '',
    ].join('\n');
    const write = (name: string, text: string) => writeFileSync(join(data, name), text);
    write('postgresql.conf', conf);
    write('pg_hba.conf', 'local all all trust\nhost all all 127.0.0.1/32 trust\n');
    write('pg_ident.conf', '');
    if (asRoot) await run('chown', ['-R', 'postgres:postgres', dir]);
    await as('pg_ctl', ['-D', data, '-l', join(dir, 'replica.log'), '-w', '-t', '30', 'start']);
    started = true;
  } catch (error) {
    await stop();
    throw error;
  }
  const urlOf = (database: string) => {
    const url = new URL(serverUrl);
    url.hostname = '127.0.0.1';
    url.port = String(port);
    url.pathname = `/${database}`;
    return url.toString();
  };
  return { port, urlOf, query: (database, statement) => queryOn(urlOf(database), statement), kill, stop };
}
