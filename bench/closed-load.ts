/**
 * A saturated (closed-loop) load with node:http: `connections` keep-alive connections, each
 * sending its next request the moment the previous answer has been read (and dropped), for
 * `warmup` seconds not measured and then `duration` seconds that are. Reads the same spec as
 * bench/visits-load.ts and prints the same JSON line. For big replies, where autocannon's own
 * body handling costs more CPU than the server (bench/load-spec.ts).
 *
 *   tsx bench/closed-load.ts spec.json
 */
import http from 'node:http';
import { printLoadResult, readLoadSpec } from './load-spec';

const spec = readLoadSpec(process.argv[2]!);
const agent = new http.Agent({ keepAlive: true, maxSockets: spec.connections });
const start = performance.now();
const measuredFrom = start + spec.warmup * 1000;
const end = measuredFrom + spec.duration * 1000;
const latencies: number[] = [];
let non2xx = 0;
let errors = 0;
let used = 0;

function one(): Promise<void> {
  const call = spec.calls[used++ % spec.calls.length]!;
  const sent = performance.now();
  return new Promise((resolve) => {
    const req = http.request(`${spec.url}${call.path}`, { method: call.method, headers: call.headers, agent }, (res) => {
      res.resume();
      res.on('end', () => {
        if (sent >= measuredFrom) {
          latencies.push(performance.now() - sent);
          if (res.statusCode! < 200 || res.statusCode! > 299) non2xx++;
        }
        resolve();
      });
    });
    req.on('error', () => {
      errors++;
      resolve();
    });
    req.end(call.body);
  });
}

await Promise.all(
  Array.from({ length: spec.connections }, async () => {
    while (performance.now() < end) await one();
  }),
);
agent.destroy();
printLoadResult(latencies, spec.duration, { non2xx, errors, used });
