// npm run bench [-- --employees 100000 --seconds 10 --connections 10,100 --only list --processes 1,2 --replica auto
//                   --background payrun|import]
// Seeds the scale data set (npm run seed:scale), starts the server as child processes, logs in as every
// role and drives each call with autocannon in its own process (scripts/bench-load.mjs). Every figure
// sits beside a bare Fastify route and a bare primary-key SELECT measured in the same run on the same
// server. DATABASE_URL benches PostgreSQL (the database is seeded once and reused); otherwise PGlite under
// DATA_DIR (a fresh temporary directory unless DATA_DIR is set). Asserts nothing; prints a Markdown table.
//
// --processes 1,2: each setup in turn, the same calls on each (scripts/bench-servers.ts): 1 is one process
//   doing everything (as `npm start`); N > 1 is N web copies that run no jobs (PROCESS_ROLE=web,
//   WEB_CONCURRENCY=N, PostgreSQL and Redis only) and one worker process (PROCESS_ROLE=worker).
// --replica URL|auto: the web copies read lists, search, reports and dashboards from a streaming replica of
//   DATABASE_URL (DATABASE_REPLICA_URL); `auto` makes one with pg_basebackup for the run and removes it at the
//   end. With several setups the one-process setup stays the baseline on the primary alone; with one setup the
//   replica serves it.
// --background payrun|import: after the calls, a few interactive calls (list, the leave form's data, the
//   dashboards) measured idle, then again while a pay run of the whole organisation (or an import of
//   --background-rows new people) runs through the API in the background, until it ends.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshTag, generatedCsv } from './bench-people-csv';
import { type Servers, startBenchReplica, startServers, track } from './bench-servers';

const argValue = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const postgres = Boolean(process.env.DATABASE_URL);
const employees = Number(argValue('employees') ?? (postgres ? 100_000 : 35));
const seconds = Number(argValue('seconds') ?? 10);
const levels = (argValue('connections') ?? '10,100').split(',').map(Number);
const only = argValue('only');
const port = Number(argValue('port') ?? 8399);
// server setups, measured one after the other: 1 = one process doing everything; N > 1 = N web copies and a
// worker. With several web copies statements and memory are read from whichever copy answers /bench/stats,
// so those two columns are left out.
const setups = (argValue('processes') ?? '1').split(',').map(Number);
if (setups.some((n) => !Number.isInteger(n) || n < 1)) throw new Error('--processes takes whole numbers, e.g. 1,2');
if (setups.some((n) => n > 1) && !postgres) throw new Error('--processes above 1 needs PostgreSQL (DATABASE_URL)');
// --replica postgres://… or auto (see above)
const replicaArg = argValue('replica') ?? process.env.DATABASE_REPLICA_URL ?? '';
if (replicaArg && !postgres) throw new Error('--replica needs PostgreSQL (DATABASE_URL)');
const background = argValue('background');
if (background && !['payrun', 'import'].includes(background)) throw new Error('--background takes payrun or import');
const backgroundRows = Number(argValue('background-rows') ?? employees);
const interactiveConnections = Number(argValue('interactive-connections') ?? 10);
let origin = `http://127.0.0.1:${port}`;
const api = '/hrmsapplication';
const tempDir = process.env.DATA_DIR ? null : mkdtempSync(join(tmpdir(), 'hrms-bench-'));
const dataDir = process.env.DATA_DIR ?? (tempDir as string);
const env = { ...process.env, DATA_DIR: dataDir };
// a temporary data directory goes however the bench ends (Ctrl+C included: bench-servers.ts exits on it)
if (tempDir) process.on('exit', () => rmSync(tempDir, { recursive: true, force: true }));

type Call = {
  method?: 'GET' | 'PATCH' | 'POST';
  path: string;
  body?: unknown;
  bodies?: unknown[];
  as?: string;
  /** Answers with a label are also counted apart (bench-load.mjs `byLabel`): a mix's kinds, the interactive calls. */
  label?: string;
};
/** `expected`: answers that are the call's rule working (a refusal the row provokes on purpose), counted apart from errors. */
type Row = { name: string; as?: string; calls: Call[]; writes?: boolean; amount?: number; expected?: number[] };

function log(line: string) {
  process.stderr.write(`${line}\n`);
}

if (employees > 35) {
  log(`seeding ${employees} employees (skipped when already there)…`);
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed-scale.ts', '--employees', String(employees)], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

// thousands of requests waiting for HRMS2, so the decision line is a throughput (topped up on every run)
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bench-seed-approvals.ts'], {
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
});

// BENCH_SERVER_ARGS: extra node options for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to see where its time goes
const serverArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);

const sessions = new Map<string, Record<string, string>>();
async function login(employeeId: string) {
  const res = await fetch(`${origin}${api}/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ employeeId, password: 'Welcome@123' }),
  });
  if (!res.ok) throw new Error(`login ${employeeId}: ${res.status} ${await res.text()}`);
  const { token, organizationId } = (await res.json()) as { token: string; organizationId: string };
  const headers = { authorization: `Bearer ${token}`, organizationid: organizationId, 'content-type': 'application/json' };
  sessions.set(employeeId, headers);
  return headers;
}

let loggedInAt = 0;
async function loginAll() {
  for (const id of ['HRMS1', 'HRMS2', 'HRMS3', 'HRMS4', 'HRMS5']) await login(id);
  loggedInAt = Date.now();
}

async function get<T>(as: string, path: string): Promise<{ body: T; total: number }> {
  const res = await fetch(`${origin}${api}${path}`, { headers: sessions.get(as) });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return { body: (await res.json()) as T, total: Number(res.headers.get('x-total-count') ?? 0) };
}

type Stats = { statements: number; rss: number };
const stats = async () => (await (await fetch(`${origin}/bench/stats`)).json()) as Stats;

type Percentiles = { requests: number; rps: number; p50: number; p95: number; p99: number };
type Result = Percentiles & {
  seconds: number;
  non2xx: number;
  errors: number;
  statuses: Record<string, number>;
  byLabel?: Record<string, Percentiles>;
};
/** Non-2xx answers split into the row's expected refusals and everything else (which is an error of the run). */
function refusals(row: Row, result: Result) {
  let expected = 0;
  let unexpected = result.errors;
  for (const [status, n] of Object.entries(result.statuses ?? {}))
    if (row.expected?.includes(Number(status))) expected += n;
    else unexpected += n;
  const byStatus = Object.entries(result.statuses ?? {})
    .map(([status, n]) => `${n}×${status}`)
    .join(' ');
  return { expected, unexpected, byStatus };
}
/** Drives a row's calls; with `until`, for as long as that work runs (at most an hour), else `seconds`. */
function load(row: Row, connections: number, until?: Promise<unknown>): Promise<Result> {
  const spec = {
    url: origin,
    connections,
    seconds: until ? 3600 : seconds,
    amount: row.amount,
    // a labelled mix is dealt out call by call across all connections, so its weights hold (bench-load.mjs)
    rotate: row.calls.some((call) => call.label) && !row.calls.some((call) => call.bodies),
    requests: row.calls.map((call) => ({
      method: call.method ?? 'GET',
      path: call.path.startsWith('/bench') ? call.path : `${api}${call.path}`,
      headers: sessions.get(call.as ?? row.as ?? '') ?? {},
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      bodies: call.bodies?.map((b) => JSON.stringify(b)),
      label: call.label,
    })),
  };
  // a file, not an argument: the filing rows' bodies outgrow the kernel's limit on one argument
  const specFile = join(dataDir, `bench-load-${process.pid}.json`);
  writeFileSync(specFile, JSON.stringify(spec));
  return new Promise((resolve, reject) => {
    const child = track(
      spawn(process.execPath, ['scripts/bench-load.mjs', specFile], {
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    );
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as Result) : reject(new Error(`load exited ${code}`))));
    // the work ended (or failed): stop the load, whose figures then cover the time it ran
    until?.finally(() => child.kill('SIGTERM')).catch(() => undefined);
  });
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

type Measured = { setup: string; row: Row; connections: number; result: Result; sqlPerRequest: number; rss: number };
const rows: Measured[] = [];
const baselines = new Map<string, { bare: Result; pk: Result }>();
type BackgroundLine = { setup: string; label: string; idle: Percentiles; during: Percentiles };
const backgroundLines: BackgroundLine[] = [];
const backgroundRuns: { setup: string; work: string; seconds: number; outcome: string }[] = [];
// the weighted mix's kinds, each on its own (one line per setup and connection level)
const mixKinds: { setup: string; connections: number; label: string; share: number; result: Percentiles }[] = [];
let totalPeople = 0;

/** The calls measured on one server setup; `index` gives each setup its own people filing leave. */
async function benchSetup(servers: Servers, index: number) {
  origin = servers.origin;
  const setup = servers.label;
  await loginAll();

  const { total } = await get<unknown[]>('HRMS1', '/employee/getAll?pageNumber=0&size=10');
  totalPeople = total;
  const lastPage = Math.max(0, Math.ceil(total / 10) - 1);
  const hrTeam = (await get<unknown[]>('HRMS2', '/employee/getHrReportees/HRMS2?pageNumber=0&size=10')).total;
  const managerTeam = (await get<unknown[]>('HRMS3', '/employee/getEmployeesListByManagerId/HRMS3?pageNumber=0&size=10')).total;
  const someone = (k: number) => `HRMS${36 + ((k * 7919) % Math.max(1, total - 35))}`;
  const people = employees > 35 ? [0, 1, 2, 3, 4].map(someone) : ['HRMS4', 'HRMS11', 'HRMS12', 'HRMS21', 'HRMS27'];
  const profiles = await Promise.all(
    people.map((id) => get<Record<string, string>>('HRMS1', `/employee/getEmployeeProfile/${id}`)),
  );
  const me = (await get<Record<string, string>>('HRMS4', '/employee/getEmployeeProfile/HRMS4')).body;
  const pending: { id: number; comments: string }[] = [];
  for (let page = 0; ; page++) {
    const { approvals } = (
      await get<{ approvals: { id: number }[] }>('HRMS2', `/profileApprovals/approvals?employeeId=HRMS2&size=500&page=${page}`)
    ).body;
    pending.push(...approvals.map((a) => ({ id: a.id, comments: 'Checked against the documents.' })));
    if (approvals.length < 500) break;
  }
  log(
    `${setup}: ${postgres ? 'PostgreSQL' : 'PGlite'}, ${total} employees, HRMS3 leads ${managerTeam}, HRMS2 is HR of ${hrTeam}, ${pending.length} approvals waiting for HRMS2`,
  );

  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const whosOutRanges = [`from=${day(0)}&to=${day(6)}`, `from=${day(-14)}&to=${day(27)}`];
  // the team calendar reads last month, which seed:scale fills with rosters and punches
  const calendarMonth = (() => {
    const d = new Date();
    return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
  })();

  // One line per call; a module that lands adds its line here.
  const reads: Row[] = [
    { name: 'employee list, first page', as: 'HRMS1', calls: [{ path: '/employee/getAll?pageNumber=0&size=10' }] },
    { name: 'employee list, last page', as: 'HRMS1', calls: [{ path: `/employee/getAll?pageNumber=${lastPage}&size=10` }] },
    {
      name: 'employee search',
      as: 'HRMS1',
      calls: ['sharma', 'priya', 'kavya.rao', 'HRMS4242', 'mehta7'].map((q) => ({
        path: `/employee/getAll?pageNumber=0&size=10&search=${encodeURIComponent(q)}`,
      })),
    },
    // What a search box really receives: the first letters of a common name and an id prefix, keystroke by keystroke.
    ...['a', 'an', 'ana', 'anan', 'HRMS4'].map(
      (q): Row => ({
        name: `search as typed: "${q}"`,
        as: 'HRMS1',
        calls: [{ path: `/employee/getAll?pageNumber=0&size=10&search=${encodeURIComponent(q)}` }],
      }),
    ),
    {
      name: 'search everywhere (header, Ctrl+K)',
      as: 'HRMS4',
      calls: ['an', 'sharma', 'priya', 'kavya.rao', 'hrms4242', 'leave'].map((q) => ({
        path: `/search?q=${encodeURIComponent(q)}`,
      })),
    },
    {
      name: 'manager team list (first, last page)',
      as: 'HRMS3',
      calls: [0, Math.max(0, Math.ceil(managerTeam / 10) - 1)].map((p) => ({
        path: `/employee/getEmployeesListByManagerId/HRMS3?pageNumber=${p}&size=10`,
      })),
    },
    {
      name: 'HR team list (first, last page)',
      as: 'HRMS2',
      calls: [0, Math.max(0, Math.ceil(hrTeam / 10) - 1)].map((p) => ({
        path: `/employee/getHrReportees/HRMS2?pageNumber=${p}&size=10`,
      })),
    },
    { name: 'profile dashboard (own)', as: 'HRMS4', calls: [{ path: '/employee/getProfileDashboard/HRMS4' }] },
    {
      name: 'profile dashboard (admin, anyone)',
      as: 'HRMS1',
      calls: people.map((id) => ({ path: `/employee/getProfileDashboard/${id}` })),
    },
    {
      name: 'profile sections (own)',
      as: 'HRMS4',
      calls: [
        '/employee/getEmployeeProfile/HRMS4',
        '/education/HRMS4',
        '/familyDetails/HRMS4',
        '/experience/HRMS4',
        '/location/HRMS4',
        '/nationalID/getNationalID/HRMS4',
        '/currentexperience/HRMS4',
      ].map((path) => ({ path })),
    },
    { name: 'approvals waiting (HR)', as: 'HRMS2', calls: [{ path: '/profileApprovals/approvals?employeeId=HRMS2' }] },
    { name: 'own change requests', as: 'HRMS4', calls: [{ path: '/profileApprovals/requests?employeeId=HRMS4' }] },
    {
      name: 'org chart (a team, a path)',
      as: 'HRMS4',
      calls: [
        { path: '/organization/?employeeId=HRMS3&pageNumber=0&size=10' },
        ...people.map((id) => ({ path: `/organization/path?employeeId=${id}` })),
      ],
    },
    { name: 'leave balance (own)', as: 'HRMS4', calls: [{ path: '/getleavebalance/HRMS4' }] },
    { name: 'leave balance (admin, anyone)', as: 'HRMS1', calls: people.map((id) => ({ path: `/getleavebalance/${id}` })) },
    {
      name: 'leave, attendance, timesheet queues (manager)',
      as: 'HRMS3',
      calls: [
        '/leave/approvals?employeeId=HRMS3&page=0&size=10',
        '/attendance/approvals?employeeId=HRMS3&page=0&size=10',
        '/timesheetapproval/approvals/HRMS3',
      ].map((path) => ({ path })),
    },
    {
      name: 'live dashboard (manager, admin)',
      calls: [
        { path: '/dashboard/summary', as: 'HRMS3' },
        { path: '/dashboard/summary', as: 'HRMS1' },
      ],
    },
    {
      name: "who's out, this week and a month (HR: organisation)",
      as: 'HRMS2',
      calls: whosOutRanges.map((range) => ({ path: `/reports/whos-out?${range}` })),
    },
    {
      name: "who's out, this week and a month (employee: own team)",
      as: 'HRMS4',
      calls: whosOutRanges.map((range) => ({ path: `/reports/whos-out?${range}` })),
    },
    {
      name: 'team calendar, last month (manager: a page of 50; admin: a page of 500)',
      calls: [
        { path: `/attendance/team-days?month=${calendarMonth}&size=50`, as: 'HRMS3' },
        { path: `/attendance/team-days?month=${calendarMonth}&size=500`, as: 'HRMS1' },
      ],
    },
  ];
  // Reports and the audit trail (issue 18): a year's headcount, this year's leave, a quarter's hours.
  const month = (back: number) => {
    const d = new Date();
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() - back);
    return d.toISOString().slice(0, 7);
  };
  const daysAgo = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
  const year = new Date().getUTCFullYear();
  const reports: Row[] = [
    {
      name: 'report: headcount by department, 12 months',
      as: 'HRMS1',
      calls: [{ path: `/reports/headcount?from=${month(11)}&to=${month(0)}&groupBy=department` }],
    },
    {
      name: 'report: headcount by a custom field, 12 months',
      as: 'HRMS1',
      calls: [{ path: `/reports/headcount?from=${month(11)}&to=${month(0)}&groupBy=cf_tshirt_size` }],
    },
    { name: 'report: leave by type, a year', as: 'HRMS2', calls: [{ path: `/reports/leave?year=${year}&groupBy=leaveType` }] },
    {
      name: 'report: leave by department, a year',
      as: 'HRMS1',
      calls: [{ path: `/reports/leave?year=${year}&groupBy=department` }],
    },
    {
      name: 'report: approved hours by project, 90 days',
      as: 'HRMS1',
      calls: [{ path: `/reports/timesheets?from=${daysAgo(90)}&to=${daysAgo(0)}&groupBy=project` }],
    },
    {
      name: "report: manager's team hours by person",
      as: 'HRMS3',
      calls: [{ path: `/reports/timesheets?from=${daysAgo(90)}&to=${daysAgo(0)}&groupBy=employee` }],
    },
    { name: 'report: approvals waiting by decider', as: 'HRMS2', calls: [{ path: '/reports/approvals?groupBy=decider' }] },
    { name: 'audit trail, first page (admin)', as: 'HRMS1', calls: [{ path: '/audit?page=0&size=50' }] },
    { name: 'audit trail, one person (HR)', as: 'HRMS2', calls: [{ path: '/audit?employeeId=HRMS4&page=0&size=50' }] },
  ];
  const mixed: Row = {
    name: 'mixed reads (all of the above)',
    calls: [],
  };
  // Mixed reads as many people browsing at once ask for them, in these weights of every ten requests: lists 4,
  // searches 3, dashboards 2, reports 1, each call with its own caller's token, round-robin on every connection.
  // Each kind's own p95 is printed under the table.
  const weighted: { label: string; weight: number; calls: Call[] }[] = [
    {
      label: 'lists',
      weight: 4,
      calls: [
        { path: '/employee/getAll?pageNumber=0&size=10', as: 'HRMS1' },
        { path: `/employee/getAll?pageNumber=${lastPage}&size=10`, as: 'HRMS1' },
        { path: '/employee/getEmployeesListByManagerId/HRMS3?pageNumber=0&size=10', as: 'HRMS3' },
        { path: '/employee/getHrReportees/HRMS2?pageNumber=0&size=10', as: 'HRMS2' },
      ],
    },
    {
      label: 'searches',
      weight: 3,
      calls: [
        { path: '/employee/getAll?pageNumber=0&size=10&search=an', as: 'HRMS1' },
        { path: '/employee/getAll?pageNumber=0&size=10&search=sharma', as: 'HRMS1' },
        { path: '/search?q=priya', as: 'HRMS4' },
      ],
    },
    {
      label: 'dashboards',
      weight: 2,
      calls: [
        { path: '/employee/getProfileDashboard/HRMS4', as: 'HRMS4' },
        { path: '/dashboard/summary', as: 'HRMS3' },
      ],
    },
    {
      label: 'reports',
      weight: 1,
      calls: [
        { path: `/reports/headcount?from=${month(11)}&to=${month(0)}&groupBy=department`, as: 'HRMS1' },
        { path: `/reports/leave?year=${year}&groupBy=leaveType`, as: 'HRMS2' },
        { path: `/reports/timesheets?from=${daysAgo(90)}&to=${daysAgo(0)}&groupBy=project`, as: 'HRMS1' },
      ],
    },
  ];
  const weightedMix: Row = {
    name: `mixed reads, weighted (${weighted.map((kind) => `${kind.label} ${kind.weight}`).join(', ')})`,
    calls: (() => {
      // twelve rounds of ten: every call of each kind comes up equally often, the kinds interleaved
      const next = new Map(weighted.map((kind) => [kind.label, 0]));
      const slots = weighted.flatMap((kind) => Array.from({ length: kind.weight }, (_, k) => ({ kind, k })));
      slots.sort((a, b) => a.k / a.kind.weight - b.k / b.kind.weight);
      return Array.from({ length: 12 }).flatMap(() =>
        slots.map(({ kind }) => {
          const n = next.get(kind.label) ?? 0;
          next.set(kind.label, n + 1);
          return { ...(kind.calls[n % kind.calls.length] as Call), label: kind.label };
        }),
      );
    })(),
  };
  const shareOf = (label: string) =>
    (weighted.find((kind) => kind.label === label)?.weight ?? 0) / weighted.reduce((sum, kind) => sum + kind.weight, 0);
  const writes: Row[] = [
    {
      name: 'profile edit (admin, audited)',
      as: 'HRMS1',
      writes: true,
      calls: profiles.map(({ body }, k) => ({
        method: 'PATCH',
        path: '/employee/update',
        body: { ...body, phoneNumber: `98${String(45000000 + k).padStart(8, '0')}` },
      })),
    },
    {
      // The two phone numbers alternate on one field, so while one change waits for HR the next one is the
      // expected 409 "already waiting for approval" (the rule working), not an error.
      name: 'change request filed (employee)',
      as: 'HRMS4',
      writes: true,
      expected: [409],
      calls: ['9845011111', '9845022222'].map((phoneNumber) => ({
        method: 'PATCH',
        path: '/employee/update',
        body: { ...me, phoneNumber },
      })),
    },
  ];

  /**
   * Filing leave: each of 80 people (a fresh set per connection level) files half days of maternity and
   * earned leave on each day from a week ago to the year's end, one request per day — until the balance
   * or the days run out, then the expected refusal (400). Every filing writes its notice mails to the
   * outbox in its transaction.
   */
  // 80 people for each connection level of each setup
  const filers = employees > 35 ? Array.from({ length: 80 * levels.length * setups.length }, (_, k) => someone(40 + k)) : people;
  const leaveFilings = async (level: number): Promise<Omit<Row, 'name'>> => {
    const at = (index * levels.length + level) * 80;
    const group = employees > 35 ? filers.slice(at, at + 80) : filers;
    for (const id of group) await login(id);
    const days: string[] = [];
    for (
      let d = day(-7);
      d.slice(0, 4) === day(-7).slice(0, 4);
      d = new Date(Date.parse(d) + 86_400_000).toISOString().slice(0, 10)
    )
      days.push(d);
    return {
      writes: true,
      expected: [400],
      calls: group.map((employeeId) => ({
        method: 'POST' as const,
        path: '/leave/create',
        as: employeeId,
        bodies: days.map((startDate, k) => ({
          employeeId,
          startDate,
          endDate: startDate,
          leaveName: k % 2 ? 'EARNLEAVE' : 'MATERNITYLEAVE',
          isHalfDay: true,
          duration: 0.5,
          comments: 'Benchmark',
        })),
      })),
    };
  };

  const measure = async (row: Row, connections: number) => {
    if (Date.now() - loggedInAt > 8 * 60_000) await loginAll(); // access tokens live 15 minutes
    await new Promise((r) => setTimeout(r, 1000)); // let the previous call's stragglers finish
    const before = await stats();
    const result = await load(row, connections);
    const after = await stats();
    const copies = servers.webCopies > 1;
    const sqlPerRequest = copies ? Number.NaN : result.requests ? (after.statements - before.statements) / result.requests : 0;
    rows.push({ setup, row, connections, result, sqlPerRequest, rss: copies ? Number.NaN : after.rss });
    const base = baselines.get(`${setup} ${connections}`)?.bare;
    const refused = refusals(row, result);
    log(
      `${row.name.padEnd(40)} ${String(connections).padStart(3)} conns ${fmt(result.rps, 0).padStart(7)} req/s  p50 ${fmt(result.p50)}  p95 ${fmt(result.p95)}  p99 ${fmt(result.p99)} ms  ${fmt(sqlPerRequest)} SQL/req  expected refusals ${refused.expected}  errors ${refused.unexpected} ${refused.byStatus}${base ? `  ${fmt((100 * result.rps) / base.rps)}% of bare` : ''}`,
    );
    return result;
  };

  const selected = (row: Row) => !only || new RegExp(only).test(row.name);
  for (const connections of levels) {
    const bare = await measure({ name: 'bare Fastify route', calls: [{ path: '/bench/bare' }] }, connections);
    const pk = await measure(
      { name: 'bare primary-key SELECT', calls: people.map((id) => ({ path: `/bench/pk?id=${id}` })) },
      connections,
    );
    baselines.set(`${setup} ${connections}`, { bare, pk });
    // the ceiling of a call making the mix's ~3 round trips, with no work of its own between them
    await measure(
      { name: 'three primary-key SELECTs in a row', calls: people.map((id) => ({ path: `/bench/pk?id=${id}&times=3` })) },
      connections,
    );
    for (const row of reads) if (selected(row)) await measure(row, connections);
    if (selected(mixed)) {
      // Every read above, each with its own caller's token, round-robin on every connection.
      const calls = reads.flatMap((row) => row.calls.map((call) => ({ ...call, as: call.as ?? row.as })));
      await measure({ ...mixed, calls }, connections);
    }
    if (selected(weightedMix)) {
      const result = await measure(weightedMix, connections);
      for (const [label, kind] of Object.entries(result.byLabel ?? {}))
        mixKinds.push({ setup, connections, label, share: shareOf(label), result: kind });
    }
    for (const row of reports) if (selected(row)) await measure(row, connections);
    for (const row of writes) if (selected(row)) await measure(row, connections);
    const filing = { name: 'leave request filed (employee, mails to the outbox)', calls: [] };
    if (selected(filing)) await measure({ ...filing, ...(await leaveFilings(levels.indexOf(connections))) }, connections);
    const half = pending.splice(0, Math.ceil(pending.length / (levels.length - levels.indexOf(connections))));
    if (half.length >= connections && selected({ name: 'approval decision (HR)', calls: [] })) {
      await measure(
        {
          name: `approval decision (HR, ${half.length} requests)`,
          as: 'HRMS2',
          writes: true,
          amount: half.length,
          calls: [{ method: 'PATCH', path: '/profileApprovals/hr/approve', bodies: half }],
        },
        connections,
      );
    }
  }

  if (background) {
    // What people do while the work runs: the employee list, the leave form's data (the types one may take,
    // the balance, the working days of next week), the dashboards. The same calls idle, then during the work.
    const interactive: Row = {
      name: 'interactive calls',
      calls: [
        { path: '/employee/getAll?pageNumber=0&size=10', as: 'HRMS1', label: 'employee list' },
        { path: '/leaves/getAvailableLeaveTypes', as: 'HRMS4', label: 'leave form data' },
        { path: '/getleavebalance/HRMS4', as: 'HRMS4', label: 'leave form data' },
        { path: `/leave/workingCalendar?from=${day(7)}&to=${day(11)}`, as: 'HRMS4', label: 'leave form data' },
        { path: '/dashboard/summary', as: 'HRMS3', label: 'dashboard' },
        { path: '/employee/getProfileDashboard/HRMS4', as: 'HRMS4', label: 'dashboard' },
      ],
    };
    await loginAll();
    await new Promise((r) => setTimeout(r, 1000));
    const idle = await load(interactive, interactiveConnections);
    await loginAll(); // a long import must not outlive the tokens
    const started = performance.now();
    const work = background === 'payrun' ? payRun() : importPeople(backgroundRows);
    const [during, outcome] = await Promise.all([load(interactive, interactiveConnections, work), work]);
    const workSeconds = (performance.now() - started) / 1000;
    const name =
      background === 'payrun'
        ? `pay run of the organisation (${total.toLocaleString('en')} people, those with a salary paid)`
        : `import of ${backgroundRows.toLocaleString('en')} new people`;
    backgroundRuns.push({ setup, work: name, seconds: workSeconds, outcome });
    backgroundLines.push({ setup, label: 'all interactive calls', idle, during });
    for (const [label, kind] of Object.entries(idle.byLabel ?? {}))
      backgroundLines.push({
        setup,
        label,
        idle: kind,
        during: during.byLabel?.[label] ?? { requests: 0, rps: 0, p50: 0, p95: 0, p99: 0 },
      });
    const refusedIdle = refusals(interactive, idle).unexpected;
    const refusedDuring = refusals(interactive, during).unexpected;
    log(
      `${name} in ${workSeconds.toFixed(1)} s (${outcome}); interactive p95 ${fmt(idle.p95)} ms idle, ${fmt(during.p95)} ms during (errors ${refusedIdle}, ${refusedDuring})`,
    );
  }
}

/** POST payroll/runs for this month (a DRAFT of it is replaced), then waits until it is computed. */
async function payRun(): Promise<string> {
  const headers = sessions.get('HRMS1') ?? {};
  const month = new Date().toISOString().slice(0, 7);
  const res = await fetch(`${origin}${api}/payroll/runs`, { method: 'POST', headers, body: JSON.stringify({ month }) });
  if (res.status !== 202) throw new Error(`pay run: ${res.status} ${await res.text()}`);
  const { runId } = (await res.json()) as { runId: string };
  for (;;) {
    await new Promise((r) => setTimeout(r, 250));
    const run = await get<{ status: string; employees: number; errors: unknown[] }>('HRMS1', `/payroll/runs/${runId}`);
    if (run.body.status !== 'COMPUTING')
      return `${run.body.status}: ${run.body.employees} payslips, ${run.body.errors.length} errors`;
  }
}

/** POST employee/import of `count` new people (they stay: the organisation grows), then waits until it is DONE. */
async function importPeople(count: number): Promise<string> {
  const { 'content-type': _json, ...headers } = sessions.get('HRMS1') ?? {};
  const form = new FormData();
  form.append('file', new Blob([generatedCsv(count, freshTag())]), 'people.csv');
  const res = await fetch(`${origin}${api}/employee/import`, { method: 'POST', headers, body: form });
  if (res.status !== 202) throw new Error(`import: ${res.status} ${await res.text()}`);
  const { importId } = (await res.json()) as { importId: string };
  for (;;) {
    await new Promise((r) => setTimeout(r, 250));
    const { body } = await get<{ status: string; created: number; failed: number }>('HRMS1', `/employee/import/${importId}`);
    if (body.status === 'DONE' || body.status === 'FAILED')
      return `${body.status}: created ${body.created}, refused ${body.failed}`;
  }
}

// --replica auto: made on the port after the worker's, removed at the end (bench-servers.ts, also on Ctrl+C)
const replicaOfRun = replicaArg === 'auto' ? await startBenchReplica(process.env.DATABASE_URL ?? '', port + 2, log) : null;
try {
  const replicaUrls = replicaOfRun ? [replicaOfRun.url] : replicaArg.split(',').filter(Boolean);
  for (const [index, processes] of setups.entries()) {
    // in a comparison the one-process setup is the baseline on the primary alone
    const replicas = setups.length > 1 && processes === 1 ? [] : replicaUrls;
    const servers = await startServers({ port, processes, replicaUrls: replicas, env, serverArgs, log });
    try {
      await benchSetup(servers, index);
    } finally {
      await servers.stop();
    }
  }
} finally {
  await replicaOfRun?.stop();
}

const several = setups.length > 1;
const table = [
  `${postgres ? 'PostgreSQL' : 'PGlite'}, ${totalPeople} employees, ${setups.length > 1 ? 'each setup in turn' : (rows[0]?.setup ?? '')}, ${seconds} s per call, ${new Date().toISOString().slice(0, 16)}Z`,
  '',
  `| ${several ? 'setup | ' : ''}call | conns | req/s | p50 ms | p95 ms | p99 ms | % of bare route | % of bare PK SELECT | SQL/req | expected refusals | errors | RSS MB |`,
  `| ${several ? '--- | ' : ''}--- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |`,
  ...rows.map(({ setup, row, connections, result, sqlPerRequest, rss }) => {
    const base = baselines.get(`${setup} ${connections}`);
    const pct = (b?: Result) => (b ? `${fmt((100 * result.rps) / b.rps)}%` : '–');
    const refused = refusals(row, result);
    return `| ${several ? `${setup} | ` : ''}${row.name} | ${connections} | ${fmt(result.rps, 0)} | ${fmt(result.p50)} | ${fmt(result.p95)} | ${fmt(result.p99)} | ${pct(base?.bare)} | ${pct(base?.pk)} | ${fmt(sqlPerRequest)} | ${refused.expected} | ${refused.unexpected}${refused.byStatus && refused.unexpected ? ` (${refused.byStatus})` : ''} | ${Number.isNaN(rss) ? '–' : Math.round(rss / 1048576)} |`;
  }),
];
if (mixKinds.length)
  table.push(
    '',
    '| setup | weighted mix, one kind | weight | share of answers | conns | req/s | p50 ms | p95 ms | p99 ms |',
    '| --- | --- | --: | --: | --: | --: | --: | --: | --: |',
    ...mixKinds.map(({ setup, connections, label, share, result }) => {
      const answered = mixKinds
        .filter((kind) => kind.setup === setup && kind.connections === connections)
        .reduce((sum, kind) => sum + kind.result.requests, 0);
      return `| ${setup} | ${label} | ${Math.round(share * 100)}% | ${answered ? Math.round((100 * result.requests) / answered) : 0}% | ${connections} | ${fmt(result.rps, 0)} | ${fmt(result.p50)} | ${fmt(result.p95)} | ${fmt(result.p99)} |`;
    }),
  );
if (backgroundLines.length)
  table.push(
    '',
    ...backgroundRuns.map(
      ({ setup, work, seconds: took, outcome }) => `Background, ${setup}: the ${work} took ${took.toFixed(1)} s (${outcome}).`,
    ),
    '',
    `| setup | interactive call (${interactiveConnections} connections) | idle req/s | idle p95 ms | req/s during | p95 ms during | p99 ms idle / during |`,
    '| --- | --- | --: | --: | --: | --: | --: |',
    ...backgroundLines.map(
      ({ setup, label, idle, during }) =>
        `| ${setup} | ${label} | ${fmt(idle.rps, 0)} | ${fmt(idle.p95)} | ${fmt(during.rps, 0)} | ${fmt(during.p95)} | ${fmt(idle.p99)} / ${fmt(during.p99)} |`,
    ),
  );
console.log(table.join('\n'));

try {
  // the schedule over everyone, timed on the same database once the server has let go of it
  if (!only || /accrual/.test(only)) {
    console.log('\n| schedule | people | time | effect |\n| --- | --: | --: | --- |');
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bench-accrual.ts'], {
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  }
  // time and attendance: one day of everyone, a terminal's batch, a team's month
  if (!only || /attendance/.test(only)) {
    console.log('\n| time and attendance | size | time | effect |\n| --- | --: | --: | --- |');
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bench-attendance.ts'], {
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  }
  // a pay run of everyone, as the job queue's worker computes it
  if (!only || /pay ?run/.test(only)) {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bench-payroll.ts'], {
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  }
} finally {
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
}
