import { VISIT_TYPE } from '@contract/visits';
import type { UserRow } from '../modules/users/users.repository';
import { DAY, HOUR, MINUTE, type Calendar, type Plan, type Rng } from './demo-visit-model';
import { placeCheckIn } from './demo-visit-places';
import { AMOUNTS, FAR_REJECT, MANUAL_FALSE, RECEIPT_REJECT, REJECT_REASONS } from './demo-visit-texts';

export interface Settled {
  /** Finished collections in receipt-number order. */
  collected: Plan[];
  /** Every plan by planned time. */
  byTime: Plan[];
}

/**
 * What became of each plan: fate, check-in verdict, times, position, review, receipt number and
 * the follow-up it planned next.
 */
export function settleVisits(
  rnd: Rng,
  { now, at, inWorkingHours }: Calendar,
  plans: Plan[],
  { admin, manager, rep2, radius }: { admin: UserRow; manager: UserRow; rep2: UserRow; radius: number },
): Settled {
  // What became of the past: mostly approved; the last two days mostly awaiting review; a few
  // missed, one left under way, a few rejected.
  const pastPlans = plans.filter((p) => !p.scripted && p.plannedAt < at(0, 0)).sort((a, b) => a.plannedAt - b.plannedAt);
  for (const p of pastPlans) {
    const age = (now - p.plannedAt) / DAY;
    p.fate =
      age < 3
        ? rnd.weighted([
            ['finished', 6],
            ['approved', 4],
          ] as const)
        : rnd.weighted([
            ['approved', 84],
            ['finished', 8],
            ['rejected', 4],
          ] as const);
  }
  const missable = pastPlans.filter((p) => p.fate === 'approved' && p.type !== VISIT_TYPE.call && (now - p.plannedAt) / DAY > 4);
  // Two nobody checked in to (missed: still Pending, in the past), one a week ago left under
  // way, and two recorded after the fact (`visit/already`).
  for (const p of [missable[5], missable[missable.length - 4]]) if (p) p.fate = 'pending';
  const stale = pastPlans.find((p) => p.rep === rep2 && (now - p.plannedAt) / DAY > 6 && p.type !== VISIT_TYPE.call);
  if (stale) stale.fate = 'started';
  const recordable = pastPlans.filter(
    (p) =>
      p.rep === rep2 &&
      p.fate === 'approved' &&
      p.client.kind === 'client' &&
      [VISIT_TYPE.followUp, VISIT_TYPE.new, VISIT_TYPE.expanding].includes(p.type as 0 | 1 | 5),
  );
  for (const p of [recordable[3], recordable[11]]) if (p) p.recordedAfter = true;

  // Check-in verdicts: calls are taken without GPS; a few field visits were far, had no GPS
  // fix, or had a client with no location then.
  for (const p of plans) {
    if (p.fate === 'pending' || p.recordedAfter || p.verdict) continue;
    p.verdict = p.type === VISIT_TYPE.call ? 'no_gps' : 'verified';
  }
  const field = pastPlans.filter((p) => p.verdict === 'verified' && p.fate !== 'started');
  const takeEvery = (n: number, count: number, offset: number) =>
    Array.from({ length: count }, (_, k) => field[(offset + k * n) % field.length]!).filter((p) => p.verdict === 'verified');
  const step = Math.max(1, Math.floor(field.length / 9));
  const far = takeEvery(step, 4, 1);
  for (const p of far) p.verdict = 'far';
  for (const p of takeEvery(step, 2, Math.floor(step / 2) + 3)) p.verdict = 'no_gps';
  for (const p of takeEvery(step * 2, 2, step + 5)) p.verdict = 'no_client_location';
  // One far visit was rejected for it; one approved visit was later flagged false by hand.
  if (far[1]) far[1].fate = 'rejected';
  if (far[2]) far[2].fate = 'finished';
  const rejected = plans.filter((p) => p.fate === 'rejected');
  rejected.forEach(
    (p, i) =>
      (p.rejectReason =
        p.verdict === 'far' ? FAR_REJECT : p.type === VISIT_TYPE.collection ? RECEIPT_REJECT : REJECT_REASONS[i % REJECT_REASONS.length]!),
  );
  const flagged = pastPlans.find((p) => p.fate === 'approved' && p.verdict === 'verified' && (now - p.plannedAt) / DAY > 10);

  // Times and positions.
  for (const p of plans) {
    if (p.recordedAfter) {
      p.plannedAt = p.plannedAt + rnd.int(0, 6) * 5 * MINUTE;
      p.checkedInAt = p.plannedAt;
      p.finishedAt = p.plannedAt;
      p.createdAt = p.plannedAt + rnd.int(2, 5) * HOUR;
      p.createdBy = p.rep;
      p.verdict = 'recorded_after';
      p.agencyIds = [];
      p.samples = [];
    } else if (p.fate !== 'pending' && !p.scripted) {
      p.checkedInAt = p.plannedAt + rnd.int(-2, 5) * 5 * MINUTE + rnd.int(0, 59) * 1000;
      if (p.fate !== 'started') {
        const minutes = p.type === VISIT_TYPE.call ? rnd.int(4, 20) : rnd.int(15, 55);
        p.finishedAt = p.checkedInAt + minutes * MINUTE + rnd.int(0, 59) * 1000;
      }
    }
    if ((p.fate === 'approved' || p.fate === 'rejected') && !p.reviewedAt) {
      const wanted = inWorkingHours(Math.max(p.finishedAt!, p.createdAt) + rnd.int(1, 26) * HOUR + rnd.int(0, 59) * MINUTE);
      p.reviewedAt = Math.min(wanted, now - rnd.int(10, 90) * MINUTE);
      if (p.reviewedAt <= p.finishedAt!) {
        p.fate = 'finished';
        p.reviewedAt = undefined;
      }
    }
    if (p.reviewedAt) p.reviewer = p.rep.id === manager.id ? admin : manager;
    if (p.fate !== 'rejected') p.rejectReason = '';
    placeCheckIn(p, rnd, radius);
  }
  if (flagged) {
    flagged.isFalse = true;
    flagged.falseReason = MANUAL_FALSE;
    flagged.manualFalse = {
      at: Math.min(now - HOUR, inWorkingHours(flagged.reviewedAt! + 3 * DAY + 2 * HOUR)),
      by: manager,
      reason: MANUAL_FALSE,
    };
  }

  // Receipts: every finished collection took the next number, in the order they were finished.
  const collected = plans
    .filter((p) => p.type === VISIT_TYPE.collection && p.finishedAt !== undefined && p.fate !== 'started')
    .sort((a, b) => a.finishedAt! - b.finishedAt!);
  collected.forEach((p, i) => {
    p.receiptNumber = i + 1;
    p.amount = rnd.pick(AMOUNTS);
  });

  // A finished follow-up sometimes planned the next one (`next_follow_up`): link the two.
  const byTime = [...plans].sort((a, b) => a.plannedAt - b.plannedAt);
  for (const p of byTime) {
    if (p.type !== VISIT_TYPE.followUp || p.finishedAt === undefined || p.recordedAfter || !rnd.chance(0.5)) continue;
    const next = byTime.find(
      (q) =>
        q !== p &&
        q.type === VISIT_TYPE.followUp &&
        q.client.id === p.client.id &&
        q.rep.id === p.rep.id &&
        q.plannedAt > p.finishedAt! + DAY &&
        !q.fromVisit &&
        !q.recordedAfter,
    );
    if (!next) continue;
    next.fromVisit = p.id;
    next.createdBy = p.rep;
    next.createdAt = p.finishedAt! + 2 * MINUTE;
    p.nextVisitId = next.id;
  }
  return { collected, byTime };
}
