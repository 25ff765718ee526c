/**
 * Which visits the week and day views draw side by side, and which fold into a "+N more"
 * block. FullCalendar lays visits at the same time out in columns itself
 * (`slotEventOverlap: false`); its own limit (`eventMaxStack`) lays its "+N" link over the
 * last visit's end, hiding that client's name, so crowds are folded here, before it sees them:
 * the folded visits become one block that takes a column like a visit.
 */

export interface Timed {
  id: string;
  /** Epoch milliseconds. */
  start: number;
  /** FullCalendar's tie-break after the start (the client's name), so both order visits alike. */
  title: string;
}

export interface Fold {
  /** Stable across renders: the first folded visit's id. */
  key: string;
  start: number;
  end: number;
  ids: string[];
}

/**
 * With at most `side` visits at any moment, all are kept. Past that, a crowd (visits linked by
 * overlapping) keeps those that fit the first `side - 1` columns, placed first-fit in start
 * order as FullCalendar places them, and each run of overlapping others becomes one fold:
 * never more than `side` columns, the last one saying how many more there are.
 */
export function foldCrowds(items: readonly Timed[], durationMs: number, side: number): { kept: Set<string>; folds: Fold[] } {
  const sorted = [...items].sort((a, b) => a.start - b.start || a.title.localeCompare(b.title) || a.id.localeCompare(b.id));
  const kept = new Set<string>();
  const folds: Fold[] = [];
  for (const crowd of linked(sorted, durationMs)) {
    if (maxAtOnce(crowd, durationMs) <= side) {
      for (const v of crowd) kept.add(v.id);
      continue;
    }
    // Each column's end so far; a visit takes the first column free at its start.
    const columnEnds: number[] = [];
    const folded: Timed[] = [];
    for (const v of crowd) {
      const column = columnEnds.findIndex((end) => end <= v.start);
      const at = column === -1 ? columnEnds.length : column;
      if (at < side - 1) {
        columnEnds[at] = v.start + durationMs;
        kept.add(v.id);
      } else folded.push(v);
    }
    for (const run of linked(folded, durationMs)) {
      folds.push({
        key: run[0]!.id,
        start: run[0]!.start,
        end: Math.max(...run.map((v) => v.start + durationMs)),
        ids: run.map((v) => v.id),
      });
    }
  }
  return { kept, folds };
}

/** Visits sorted by start, split where one ends before the next begins. */
function linked(sorted: readonly Timed[], durationMs: number): Timed[][] {
  const out: Timed[][] = [];
  let end = -Infinity;
  for (const v of sorted) {
    if (v.start >= end) out.push([]);
    out[out.length - 1]!.push(v);
    end = Math.max(end, v.start + durationMs);
  }
  return out;
}

/** The most visits under way at one moment (equal lengths: one is on until another's start passes its end). */
function maxAtOnce(sorted: readonly Timed[], durationMs: number): number {
  let most = 0;
  for (let i = 0, first = 0; i < sorted.length; i++) {
    while (sorted[first]!.start + durationMs <= sorted[i]!.start) first++;
    most = Math.max(most, i - first + 1);
  }
  return most;
}
