import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

// Requests a second swing by a quarter between runs on this machine (ADR 0027), with the host's
// load: too much to see a change of a few percent. The CPU a request costs the server and
// PostgreSQL moves far less, so bench:load prints it beside the throughput.

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

export interface CpuMark {
  at: number;
  server: number;
  postgres: number;
  client: number;
}

/** The CPU used so far by the server (`serverPid`), by PostgreSQL and by this process. */
export function markCpu(serverPid: number): CpuMark {
  const own = process.cpuUsage();
  return { at: performance.now(), server: cpuSecondsOf(serverPid), postgres: postgresCpuSeconds(), client: (own.user + own.system) / 1e6 };
}

/** What each used between two marks, in cores and in milliseconds of CPU a request. */
export function cpuUse(from: CpuMark, to: CpuMark, requests: number): string {
  const seconds = (to.at - from.at) / 1000;
  const part = (name: string, key: Exclude<keyof CpuMark, 'at'>) => {
    const used = to[key] - from[key];
    return `${name} ${(used / seconds).toFixed(2)} cores (${((used * 1000) / Math.max(1, requests)).toFixed(2)} ms a request)`;
  };
  return `CPU while measured: ${part('server', 'server')}, ${part('PostgreSQL', 'postgres')}, ${part('this client', 'client')}; the machine has ${availableParallelism()} cores`;
}

/** The resident memory of process `pid`, in kB. */
export const rssKbOf = (pid: number): number => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
