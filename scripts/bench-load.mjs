// The load generator of `npm run bench`, in its own process: node scripts/bench-load.mjs <spec.json>
// spec: { url, connections, seconds, amount?, rotate?, requests: [{ method, path, headers, body?, bodies?, label? }] }
// Prints one JSON line: requests/s, exact p50/p95/p99 (ms), non-2xx (with a count per status) and errors;
// with labelled requests also `byLabel`: the same percentiles for each label's answers alone.
// SIGTERM ends the run early (the figures cover the time it ran): a load measured while a background job
// runs stops when the job does.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const spec = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const times = [];
const labelled = new Map();
const statuses = {};
// With one request in flight per connection, autocannon hands the answered request to its `onResponse` and
// then, synchronously, emits 'response' with the latency: the label set by the first is read by the second.
let answered;
for (const r of spec.requests) if (r.label && !labelled.has(r.label)) labelled.set(r.label, []);
// Each connection walks the list from its start. `rotate` instead hands every request sent, on any connection,
// the next call of one list shared by all, so a mix keeps its weights however few requests each connection makes.
let turn = 0;
const rotating = {
  method: 'GET',
  path: '/',
  setupRequest: (req, context) => {
    const r = spec.requests[turn++ % spec.requests.length];
    context.label = r.label;
    return { ...req, method: r.method, path: r.path, headers: { ...req.headers, ...r.headers }, body: r.body };
  },
  onResponse: (_status, _body, context) => {
    answered = context.label;
  },
};
const requests = spec.rotate
  ? [rotating]
  : spec.requests.map((r) => {
      const request = { method: r.method, path: r.path, headers: r.headers, body: r.body };
      // Requests that must not repeat (a decision on a pending request, a leave on a new day) take the next
      // body of their own list.
      if (r.bodies) {
        let next = 0;
        request.setupRequest = (req) => ({ ...req, body: r.bodies[next++ % r.bodies.length] });
      }
      if (r.label) {
        request.onResponse = () => {
          answered = r.label;
        };
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
process.once('SIGTERM', () => instance.stop());
instance.on('response', (_client, status, _bytes, responseTime) => {
  times.push(responseTime);
  if (answered !== undefined) labelled.get(answered)?.push(responseTime);
  answered = undefined;
  if (status < 200 || status > 299) statuses[status] = (statuses[status] ?? 0) + 1;
});
const percentiles = (list) => {
  list.sort((a, b) => a - b);
  const at = (p) => list[Math.min(list.length - 1, Math.floor(list.length * p))] ?? 0;
  return { requests: list.length, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
};
instance.on('done', (result) => {
  const all = percentiles(times);
  const seconds = result.duration;
  process.stdout.write(
    `${JSON.stringify({
      ...all,
      seconds,
      rps: all.requests / seconds,
      non2xx: result.non2xx,
      statuses,
      errors: result.errors + result.timeouts,
      ...(labelled.size
        ? {
            byLabel: Object.fromEntries(
              [...labelled].map(([label, list]) => [label, { ...percentiles(list), rps: list.length / seconds }]),
            ),
          }
        : {}),
    })}\n`,
  );
});
