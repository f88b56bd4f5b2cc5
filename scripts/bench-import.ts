// npm run bench:import [-- --rows 100000 --port 8252 --only export]
// The bulk import and export targets (issue 15): starts the server as a child process on DATABASE_URL
// (PostgreSQL; PGlite under a temporary DATA_DIR otherwise), imports a generated CSV of `rows` new people
// through POST employee/import and waits for DONE, then imports the same file again (nothing to change),
// then streams GET employee/export as CSV and .xlsx. Reports wall time, the server's peak memory (VmHWM)
// and, for each step, the machine's load average and a bare control (1,000 sequential GETs of the hidden
// /bench/bare route, ms per request), so a figure taken on a busy machine says so.
// Prints a Markdown table; asserts nothing.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshTag, generatedCsv } from './bench-people-csv';

const argValue = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const rows = Number(argValue('rows') ?? 100_000);
const port = Number(argValue('port') ?? 8252);
const exportOnly = argValue('only') === 'export';
const origin = `http://127.0.0.1:${port}/hrmsapplication`;
const tempDir = process.env.DATA_DIR ? null : mkdtempSync(join(tmpdir(), 'hrms-bench-import-'));
const env = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? (tempDir as string) };

// memory is measured on what production runs (`npm start`): the compiled server, not the TypeScript loader
execFileSync('npm', ['run', 'build', '-w', '@hrms/server'], { stdio: 'ignore' });
// BENCH_SERVER_ARGS: extra node options for the server, e.g. "--trace-gc" or a heap cap
const serverArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
const server = spawn(process.execPath, [...serverArgs, 'apps/server/dist/main.js'], {
  env: { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', BENCH_ROUTES: '1' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const peakMb = () => {
  const line = readFileSync(`/proc/${server.pid}/status`, 'utf8').match(/VmHWM:\s+(\d+) kB/);
  return line ? Math.round(Number(line[1]) / 1024) : 0;
};
/** Starts a step's peak from the server's memory now (Linux: "5" to clear_refs resets VmHWM to VmRSS). */
const resetPeak = () => writeFileSync(`/proc/${server.pid}/clear_refs`, '5');

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

/** The machine right now: load average (1 min) and ms per bare request through the same server. */
async function control() {
  const started = performance.now();
  for (let i = 0; i < 1000; i++) await (await fetch(`http://127.0.0.1:${port}/bench/bare`)).arrayBuffer();
  return `load ${loadavg()[0]?.toFixed(1)}, bare ${((performance.now() - started) / 1000).toFixed(2)} ms`;
}

async function importFile(headers: Record<string, string>, file: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.append('file', new Blob([file]), 'people.csv');
  resetPeak();
  const started = performance.now();
  const res = await fetch(`${origin}/employee/import`, { method: 'POST', headers, body: form });
  if (res.status !== 202) throw new Error(`import: ${res.status} ${await res.text()}`);
  const { importId } = (await res.json()) as { importId: string };
  for (;;) {
    const status = (await (await fetch(`${origin}/employee/import/${importId}`, { headers })).json()) as {
      status: string;
      created: number;
      updated: number;
      failed: number;
      message: string;
    };
    if (status.status === 'DONE' || status.status === 'FAILED') {
      return { seconds: (performance.now() - started) / 1000, maxRss: peakMb(), ...status };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function exportAll(headers: Record<string, string>, format: 'csv' | 'xlsx') {
  resetPeak();
  const started = performance.now();
  const res = await fetch(`${origin}/employee/export?format=${format}`, { headers });
  if (!res.ok || !res.body) throw new Error(`export: ${res.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const part of res.body) {
    bytes += (part as Uint8Array).length;
    if (format === 'csv') for (const byte of part as Uint8Array) if (byte === 10) lines++;
  }
  // the CSV's lines but its header are the people exported (the .xlsx holds the same)
  return { seconds: (performance.now() - started) / 1000, bytes, maxRss: peakMb(), rows: lines - 1 };
}

try {
  await waitForServer();
  const login = await fetch(`${origin}/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ employeeId: 'HRMS1', password: 'Welcome@123' }),
  });
  const { token, organizationId } = (await login.json()) as { token: string; organizationId: string };
  const headers = { authorization: `Bearer ${token}`, organizationid: organizationId };
  const file = generatedCsv(rows, freshTag());
  const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `| ${engine}, ${rows.toLocaleString()} rows (${(file.length / 1e6).toFixed(1)} MB CSV) | seconds | server RSS peak (MB) | outcome | machine before the step |`,
  );
  console.log('| --- | --- | --- | --- | --- |');
  if (!exportOnly) {
    const before = await control();
    const first = await importFile(headers, file);
    console.log(
      `| import (new people) | ${first.seconds.toFixed(1)} | ${first.maxRss} | ${first.status}: created ${first.created}, refused ${first.failed} ${first.message} | ${before} |`,
    );
    const beforeAgain = await control();
    const again = await importFile(headers, file);
    console.log(
      `| same file again | ${again.seconds.toFixed(1)} | ${again.maxRss} | ${again.status}: created ${again.created}, updated ${again.updated} | ${beforeAgain} |`,
    );
  }
  let people = 0;
  for (const format of ['csv', 'xlsx'] as const) {
    const before = await control();
    const result = await exportAll(headers, format);
    people ||= result.rows;
    console.log(
      `| export ${format} (all people) | ${result.seconds.toFixed(1)} | ${result.maxRss} | ${people.toLocaleString()} rows, ${(result.bytes / 1e6).toFixed(1)} MB | ${before} |`,
    );
  }
  console.log(`\nserver peak memory over the whole run (VmHWM): ${peakMb()} MB`);
} finally {
  server.kill('SIGTERM');
  // the server may still be writing its last mails while it stops: retry the clean-up
  if (tempDir) setTimeout(() => rmSync(tempDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 }), 2000);
}
