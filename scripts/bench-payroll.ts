// npm run bench (its last lines), or alone: node --import tsx scripts/bench-payroll.ts
// Times a pay run of every person of the largest organisation on the bench database (DATABASE_URL, else
// PGlite under DATA_DIR): this month's run (a DRAFT of this month is replaced), computed as the job queue's
// worker computes it (chunks of people, set-based reads, one INSERT of payslips per chunk), then computed
// again with nothing changed. Prints Markdown table rows, with the CPU seconds this process and the
// database's server processes spent (a shared machine's wall time says little; CPU time says what the run
// costs), and the machine's load average.
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { todayIso } from '@hrms/shared';
import { benchPayRun } from '../apps/server/src/modules/payroll';
import { largestOrganization, openBenchDatabase } from './bench-support';

/**
 * The CPU seconds the server processes of one PostgreSQL database on this machine spend from now until
 * stop() (null when none is seen: the database runs elsewhere). Connections come and go, so their counters
 * (/proc, in clock ticks) are sampled four times a second; a connection that ends loses its last quarter second.
 */
function databaseCpu(name: string) {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  const sample = (into: Map<number, number>[]) => {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
        if (!title.startsWith('postgres: ') || !title.includes(` ${name} `)) continue;
        const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
        const ticks = Number(fields[11]) + Number(fields[12]);
        for (const map of into) if (map !== first || !map.has(Number(entry))) map.set(Number(entry), ticks);
      } catch {
        // the process ended meanwhile
      }
    }
  };
  sample([first, last]);
  const timer = setInterval(() => sample([last]), 250);
  return {
    stop(): number | null {
      clearInterval(timer);
      sample([last]);
      if (last.size === 0) return null;
      let ticks = 0;
      for (const [pid, now] of last) ticks += now - (first.get(pid) ?? 0);
      return ticks / 100;
    },
  };
}

const database = await openBenchDatabase();
try {
  const { largest, deps } = await largestOrganization(database);
  const month = todayIso().slice(0, 7);
  const databaseName = process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL).pathname.slice(1) : null;
  for (const label of ['first computation', 'computed again (nothing changed)']) {
    const [load] = loadavg();
    const database = databaseName ? databaseCpu(databaseName) : null;
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const run = await benchPayRun(deps, largest.id, month);
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const databaseSeconds = database?.stop() ?? null;
    const spent = [
      `server ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU`,
      ...(databaseSeconds !== null ? [`database ${databaseSeconds.toFixed(1)} s CPU`] : []),
      `load average ${load!.toFixed(1)}`,
    ].join(', ');
    console.log(
      `| pay run ${month}, ${label} | ${largest.n} people | ${seconds.toFixed(1)} s | ${run.employees} payslips, ${run.errors.length} errors, net ₹${run.net}; ${spent} |`,
    );
  }
} finally {
  await database.close();
}
