/**
 * autocannon in its own process (see bench/load.ts) for calls that must differ per request:
 * random visit ids, and writes where each request needs its own Pending or Started visit.
 * Reads a JSON spec (the file named by its argument), sends the spec's calls in turn, one per
 * request (warm-up included), and prints one JSON line: the figures and how many calls it used.
 *
 *   tsx bench/visits-load.ts spec.json
 */
import autocannon from 'autocannon';
import { readLoadSpec } from './load-spec';

const spec = readLoadSpec(process.argv[2]!);
let next = 0;
const options = {
  url: spec.url,
  connections: spec.connections,
  duration: spec.duration,
  ...(spec.warmup > 0 ? { warmup: { connections: spec.connections, duration: spec.warmup } } : {}),
  requests: [
    {
      setupRequest: (req: Record<string, unknown>) => {
        const call = spec.calls[next++ % spec.calls.length]!;
        return {
          ...req,
          method: call.method,
          path: call.path,
          headers: { ...(req.headers as Record<string, string>), ...call.headers },
          body: call.body,
        };
      },
    },
  ],
} as unknown as autocannon.Options;
const r = await autocannon(options);
console.log(
  JSON.stringify({
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p97_5: r.latency.p97_5,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    used: next,
    statusCodes: r.statusCodeStats,
  }),
);
