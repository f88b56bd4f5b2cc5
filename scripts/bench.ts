// Load on loopback against a freshly started server; prints figures, asserts nothing.
//   npm run bench [-- --seconds 10 --connections 50]   (DATABASE_URL to bench PostgreSQL)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('seconds', 10);
const connections = arg('connections', 50);
const port = 8399;
const base = `http://127.0.0.1:${port}/hrmsapplication`;
const dataDir = mkdtempSync(join(tmpdir(), 'hrms-bench-'));

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'error' },
  stdio: 'inherit',
});

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function run(label: string, request: () => Promise<Response>) {
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        const start = performance.now();
        const res = await request().catch(() => null);
        if (!res?.ok) errors++;
        await res?.arrayBuffer();
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]?.toFixed(1);
  console.log(
    `${label.padEnd(40)} ${(latencies.length / seconds).toFixed(0).padStart(7)} req/s   p50 ${at(0.5)} ms   p99 ${at(0.99)} ms   errors ${errors}`,
  );
}

try {
  await waitForServer();
  const login = await fetch(`${base}/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ employeeId: 'HRMS1', password: 'Welcome@123' }),
  });
  const { token, organizationId } = (await login.json()) as { token: string; organizationId: string };
  const headers = { authorization: `Bearer ${token}`, organizationid: organizationId };
  console.log(`${connections} connections, ${seconds} s each, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
  await run('GET employee/getEmployeeProfile/HRMS4', () => fetch(`${base}/employee/getEmployeeProfile/HRMS4`, { headers }));
  await run('GET employee/getAll (page of 10, search)', () =>
    fetch(`${base}/employee/getAll?pageNumber=0&size=10&search=an`, { headers }),
  );
  await run('GET department/getAllDepartments', () => fetch(`${base}/department/getAllDepartments`, { headers }));
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
