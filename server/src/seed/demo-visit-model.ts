import type { CheckInVerdict, VisitOutcome, VisitType } from '@contract/visits';
import type { UserRow } from '../modules/users/users.repository';

/** The demo visits' shared vocabulary: time units, the plan each visit grows from, the PRNG, the calendar. */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** Asia/Riyadh has no daylight saving: local time is UTC+3 all year. */
export const RIYADH_OFFSET = 3 * HOUR;

export type ClientPick = {
  id: string;
  kind: 'lead' | 'client';
  city: string;
  latitude: number | null;
  longitude: number | null;
  assignedTo: string | null;
  createdAt: Date;
};

export type Fate = 'pending' | 'started' | 'finished' | 'approved' | 'rejected';

export interface Plan {
  id: string;
  client: ClientPick;
  rep: UserRow;
  type: VisitType;
  plannedAt: number;
  createdBy: UserRow;
  createdAt: number;
  priority: number;
  reason: number;
  notes: string;
  agencyIds: string[];
  samples: { id: string; quantity: number }[];
  fate: Fate;
  /** Recorded after the fact with `visit/already`: finished in one step, place unverifiable. */
  recordedAfter?: boolean;
  verdict?: CheckInVerdict;
  /** Today's scripted visits keep their times exactly. */
  scripted?: boolean;
  checkedInAt?: number;
  position?: { latitude: number | null; longitude: number | null; accuracy: number | null; distance: number | null };
  finishedAt?: number;
  reviewedAt?: number;
  reviewer?: UserRow;
  rejectReason: string;
  isFalse: boolean;
  falseReason: string;
  manualFalse?: { at: number; by: UserRow; reason: string };
  receiptNumber?: number;
  amount?: number;
  outcome?: VisitOutcome;
  fromVisit?: string;
  nextVisitId?: string;
}

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
export function prng(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    weighted: <T>(items: readonly (readonly [T, number])[]): T => {
      const total = items.reduce((n, [, w]) => n + w, 0);
      let r = next() * total;
      for (const [item, w] of items) if ((r -= w) < 0) return item;
      return items[items.length - 1]![0];
    },
    chance: (p: number) => next() < p,
    shuffle: <T>(items: readonly T[]): T[] => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
  };
}

export type Rng = ReturnType<typeof prng>;

export interface Calendar {
  now: number;
  /** That local time, `minutes` after midnight of `day` (0 is today), as an instant. */
  at: (day: number, minutes: number) => number;
  weekday: (day: number) => number;
  inWorkingHours: (t: number) => number;
}

/** Local calendar: day 0 is today in Riyadh; `at(day, minutes)` is that local time as an instant. */
export function calendarAt(now: number): Calendar {
  const localNow = new Date(now + RIYADH_OFFSET);
  const todayUtc = Date.UTC(localNow.getUTCFullYear(), localNow.getUTCMonth(), localNow.getUTCDate());
  const at = (day: number, minutes: number) => todayUtc + day * DAY + minutes * MINUTE - RIYADH_OFFSET;
  const weekday = (day: number) => new Date(todayUtc + day * DAY).getUTCDay();
  /** People plan and review between 08:00 and 20:00: an instant outside moves to the next 08:xx. */
  const inWorkingHours = (t: number) => {
    const local = new Date(t + RIYADH_OFFSET);
    const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
    const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - RIYADH_OFFSET;
    const into = (day: number) => midnight + day * DAY + (8 * 60 + (minutes % 60)) * MINUTE + local.getUTCSeconds() * 1000;
    return minutes < 8 * 60 ? into(0) : minutes >= 20 * 60 ? into(1) : t;
  };
  return { now, at, weekday, inWorkingHours };
}
