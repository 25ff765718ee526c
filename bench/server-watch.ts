import { readFileSync } from 'node:fs';

/**
 * What the heavy-work benches watch beside the work (report, client export and import): the
 * server's resident memory and whether /api/health keeps answering.
 */

/** A process's resident memory with its children's (a supervised server runs in a child), MB. */
export function rssMb(pid: number): number {
  const own = (p: number | string) => {
    try {
      return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0) / 1024;
    } catch {
      return 0; // gone between the listing and the read
    }
  };
  let children: string[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean);
  } catch {
    // the process ended
  }
  return own(pid) + children.reduce((sum, child) => sum + own(child), 0);
}

/** Samples `pid`'s memory every 100 ms until the returned function is called: it answers the peak, MB. */
export function watchPeakRss(pid: number): () => number {
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  return () => {
    clearInterval(sampler);
    return Math.max(peak, rssMb(pid));
  };
}

/** /api/health every `everyMs` until stopped: how many probes, how many failed (or took over 5 s), the slowest. */
export function healthProbe(base: string, everyMs: number): () => Promise<{ probes: number; failed: number; slowest: number }> {
  let probes = 0;
  let failed = 0;
  let slowest = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) });
        if (!res.ok) failed += 1;
        await res.arrayBuffer();
      } catch {
        failed += 1;
      }
      probes += 1;
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return { probes, failed, slowest: Math.round(slowest) };
  };
}
