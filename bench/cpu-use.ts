import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

// Requests a second swing by a quarter between runs on this machine (ADR 0027), with the host's
// load: too much to see a change of a few percent. bench:load prints the CPU a request costs
// the server and PostgreSQL beside it; when the host itself slows, that moves too (it doubled
// within an hour once), so it also gives both in units of the client's CPU a request.

/** Linux's USER_HZ, the unit of /proc/<pid>/stat's times (100 on every common build). */
const CLOCK_TICKS = 100;

/** CPU seconds (user and system) process `pid` has used, from /proc; 0 once it is gone. */
function cpuSecondsOf(pid: number | string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** Every PostgreSQL process on this machine together (the benches' database is local). */
function postgresCpuSeconds(): number {
  let seconds = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') seconds += cpuSecondsOf(pid);
    } catch {
      // Gone between the listing and the read.
    }
  }
  return seconds;
}

/**
 * Seconds the process's main thread (its JavaScript) has run on a core, and seconds it was
 * ready to run but waited for one, from /proc/<pid>/schedstat.
 */
function mainThreadOf(pid: number): { ran: number; waited: number } {
  try {
    const [ran, waited] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ').map(Number);
    return { ran: ran! / 1e9, waited: waited! / 1e9 };
  } catch {
    return { ran: 0, waited: 0 };
  }
}

export interface CpuMark {
  at: number;
  server: number;
  postgres: number;
  client: number;
  /** The server's main thread: seconds on a core, and seconds waiting for one. */
  serverRan: number;
  serverWaited: number;
}

/** The CPU used so far by the server (`serverPid`), by PostgreSQL and by this process. */
export function markCpu(serverPid: number): CpuMark {
  const own = process.cpuUsage();
  const main = mainThreadOf(serverPid);
  return {
    at: performance.now(),
    server: cpuSecondsOf(serverPid),
    postgres: postgresCpuSeconds(),
    client: (own.user + own.system) / 1e6,
    serverRan: main.ran,
    serverWaited: main.waited,
  };
}

/** What each used between two marks, in cores and in milliseconds of CPU a request. */
export function cpuUse(from: CpuMark, to: CpuMark, requests: number): string {
  const seconds = (to.at - from.at) / 1000;
  const part = (name: string, key: Exclude<keyof CpuMark, 'at'>) => {
    const used = to[key] - from[key];
    return `${name} ${(used / seconds).toFixed(2)} cores (${((used * 1000) / Math.max(1, requests)).toFixed(2)} ms a request)`;
  };
  const cores = availableParallelism();
  const share = (key: 'serverRan' | 'serverWaited') => `${Math.round(((to[key] - from[key]) / seconds) * 100)}%`;
  // What PostgreSQL and the load generator need bounds the throughput, however little the server
  // takes: at their cost per request, the machine's cores run out at this rate.
  const othersMs = ((to.postgres - from.postgres + to.client - from.client) * 1000) / Math.max(1, requests);
  // The client does the same work for every request in every run, so its CPU a request is a
  // yardstick for how fast the host was: the others' CPU in client units moves far less than
  // their milliseconds when the host slows down.
  const clientUnits = (key: 'server' | 'postgres') => ((to[key] - from[key]) / Math.max(1e-9, to.client - from.client)).toFixed(1);
  return [
    `CPU while measured: ${part('server', 'server')}, ${part('PostgreSQL', 'postgres')}, ${part('this client', 'client')}; the machine has ${cores} cores`,
    `in this client's CPU a request: the server took ${clientUnits('server')} times it, PostgreSQL ${clientUnits('postgres')} times`,
    `the server's main thread ran on a core ${share('serverRan')} of the time and waited for one ${share('serverWaited')}`,
    `PostgreSQL and this client took ${othersMs.toFixed(2)} ms of CPU a request: at that cost ${cores} cores run out at ${Math.round((cores * 1000) / othersMs)} requests/s, however little the server took`,
  ].join('\n');
}

/** The resident memory of process `pid`, in kB. */
export const rssKbOf = (pid: number): number => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
