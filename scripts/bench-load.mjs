// The load generator of `npm run bench`, in its own process: node scripts/bench-load.mjs <spec.json>
// spec: { url, connections, seconds, amount?, requests: [{ method, path, headers, body?, bodies? }] }
// Prints one JSON line: requests/s, exact p50/p95/p99 (ms), non-2xx (with a count per status) and errors.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const spec = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const times = [];
const statuses = {};
const requests = spec.requests.map((r) => {
  const request = { method: r.method, path: r.path, headers: r.headers, body: r.body };
  // Requests that must not repeat (a decision on a pending request, a leave on a new day) take the next
  // body of their own list.
  if (r.bodies) {
    let next = 0;
    request.setupRequest = (req) => ({ ...req, body: r.bodies[next++ % r.bodies.length] });
  }
  return request;
});
const instance = autocannon({
  url: spec.url,
  connections: spec.connections,
  duration: spec.seconds,
  amount: spec.amount,
  requests,
  timeout: 30,
});
instance.on('response', (_client, status, _bytes, responseTime) => {
  times.push(responseTime);
  if (status < 200 || status > 299) statuses[status] = (statuses[status] ?? 0) + 1;
});
instance.on('done', (result) => {
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0;
  const completed = times.length;
  process.stdout.write(
    `${JSON.stringify({
      requests: completed,
      seconds: result.duration,
      rps: completed / result.duration,
      p50: at(0.5),
      p95: at(0.95),
      p99: at(0.99),
      non2xx: result.non2xx,
      statuses,
      errors: result.errors + result.timeouts,
    })}\n`,
  );
});
