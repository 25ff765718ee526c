/**
 * A paced (open-loop) load: requests start on a fixed schedule, `rate` a second over at most
 * `connections` keep-alive connections, whatever the answers take; a request's time runs from
 * when it was due, so a queue the server builds up counts against it. autocannon's own rate
 * option sends each connection's whole second at once and then waits, which measures bursts.
 * Reads the same spec as bench/visits-load.ts (calls rotate, one per request) and prints one
 * JSON line: the figures and how many calls it used.
 *
 *   tsx bench/paced-load.ts spec.json
 */
import http from 'node:http';
import { printLoadResult, readLoadSpec } from './load-spec';

const spec = readLoadSpec(process.argv[2]!);
if (!spec.rate) throw new Error('a paced run needs a rate');
const rate = spec.rate;
const agent = new http.Agent({ keepAlive: true, maxSockets: spec.connections });
const interval = 1000 / rate;
const total = Math.round((spec.warmup + spec.duration) * rate);
const measuredFrom = Math.round(spec.warmup * rate);
const latencies: number[] = [];
let non2xx = 0;
let errors = 0;
let done = 0;
const start = performance.now();

function send(k: number): void {
  const due = start + k * interval;
  const call = spec.calls[k % spec.calls.length]!;
  const finish = (status: number) => {
    done++;
    if (k >= measuredFrom) {
      latencies.push(performance.now() - due);
      if (status < 200 || status > 299) non2xx++;
    }
  };
  const req = http.request(`${spec.url}${call.path}`, { method: call.method, headers: call.headers, agent }, (res) => {
    res.resume();
    res.on('end', () => finish(res.statusCode ?? 0));
  });
  req.on('error', () => {
    errors++;
    finish(0);
  });
  req.end(call.body);
}

let next = 0;
await new Promise<void>((resolve) => {
  const tick = () => {
    // Every request that is due by now starts now: a late timer never thins the schedule.
    while (next < total && start + next * interval <= performance.now()) send(next++);
    if (next < total) setTimeout(tick, Math.max(0, Math.min(interval, start + next * interval - performance.now())));
    else resolve();
  };
  tick();
});
while (done < total) await new Promise((r) => setTimeout(r, 10));
agent.destroy();

printLoadResult(latencies, spec.duration, { non2xx, errors, used: total });
