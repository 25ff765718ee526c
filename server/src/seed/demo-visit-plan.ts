import { randomUUID } from 'node:crypto';
import { VISIT_TYPE, type VisitType } from '@contract/visits';
import type { UserRow } from '../modules/users/users.repository';
import { DAY, HOUR, MINUTE, type Calendar, type ClientPick, type Fate, type Plan, type Rng } from './demo-visit-model';
import { cityGroup } from './demo-visit-places';
import { PLAN_NOTES } from './demo-visit-texts';

const WEEKEND = new Set([5, 6]); // Friday, Saturday
const PAST_DAYS = 35;
const FUTURE_DAYS = 14;

export interface PlanInput {
  team: { manager: UserRow; rep1: UserRow; rep2: UserRow };
  clientRows: ClientPick[];
  agencyRows: { id: string }[];
  sampleRows: { id: string }[];
}

/**
 * Which visits on which days: each rep's ordinary working days five weeks back and two ahead,
 * some by the manager, and today's scripted visits around now. Every plan starts out pending.
 */
export function planVisits(rnd: Rng, { now, at, weekday, inWorkingHours }: Calendar, input: PlanInput): Plan[] {
  const {
    team: { manager, rep1, rep2 },
    clientRows,
    agencyRows,
    sampleRows,
  } = input;
  const poolOf = (user: UserRow) => clientRows.filter((c) => c.assignedTo === user.id);
  const visitedBefore = new Set<string>();
  const plans: Plan[] = [];

  const typeFor = (client: ClientPick): VisitType => {
    if (client.kind === 'lead')
      return visitedBefore.has(client.id)
        ? rnd.weighted([
            [VISIT_TYPE.followUp, 3],
            [VISIT_TYPE.new, 1],
          ] as const)
        : VISIT_TYPE.new;
    return rnd.weighted([
      [VISIT_TYPE.followUp, 34],
      [VISIT_TYPE.collection, 18],
      [VISIT_TYPE.delivery, 18],
      [VISIT_TYPE.expanding, 14],
      [VISIT_TYPE.new, 8],
    ] as const);
  };

  const addPlan = (rep: UserRow, client: ClientPick, type: VisitType, plannedAt: number, extra: Partial<Plan> = {}): Plan => {
    visitedBefore.add(client.id);
    // Planned a few days ahead, by the rep or (a quarter of the time) by the manager, never
    // before the client existed nor after now.
    const plannerIsManager = rep.id !== manager.id && rnd.chance(0.25);
    const lead = rnd.int(1, 6) * DAY + rnd.int(0, 8) * HOUR + rnd.int(0, 59) * MINUTE;
    const createdAt = Math.min(
      now - 5 * MINUTE,
      plannedAt - 10 * MINUTE,
      Math.max(client.createdAt.getTime() + 20 * MINUTE, inWorkingHours(plannedAt - lead)),
    );
    const withSamples = (type === VISIT_TYPE.new || type === VISIT_TYPE.expanding) && rnd.chance(0.7);
    const sampleLines = withSamples
      ? [...new Set([rnd.int(0, sampleRows.length - 1), rnd.int(0, sampleRows.length - 1)])]
          .filter((i) => sampleRows[i])
          .map((i) => ({ id: sampleRows[i]!.id, quantity: rnd.int(1, 6) }))
      : [];
    const agencyIds =
      type !== VISIT_TYPE.call && agencyRows.length && rnd.chance(0.4)
        ? [...new Set([rnd.int(0, agencyRows.length - 1), rnd.int(0, agencyRows.length - 1)])].map((i) => agencyRows[i]!.id)
        : [];
    const plan: Plan = {
      id: randomUUID(),
      client,
      rep,
      type,
      plannedAt,
      createdBy: plannerIsManager ? manager : rep,
      createdAt,
      priority: rnd.weighted([
        [1, 6],
        [0, 2],
        [2, 2],
      ] as const),
      reason: rnd.int(0, 5),
      notes: rnd.pick(PLAN_NOTES[type]),
      agencyIds,
      samples: sampleLines,
      fate: 'pending',
      rejectReason: '',
      isFalse: false,
      falseReason: '',
      ...extra,
    };
    plans.push(plan);
    return plan;
  };

  /** Where a rep works on a day: Riyadh, with one trip a week to Jeddah or the Eastern Province. */
  const cityOf = (rep: UserRow, day: number): string => {
    const week = Math.floor((day + 70) / 7);
    const tripDay = rep.id === rep1.id ? 2 : rep.id === rep2.id ? 3 : 4;
    if (weekday(day) !== tripDay) return 'Riyadh';
    return week % 2 === 0 ? 'Jeddah' : 'Eastern';
  };

  /** One rep's ordinary working day: field visits in the day's city through the morning, a call after. */
  const workDay = (rep: UserRow, day: number, fieldVisits: number, callChance: number) => {
    const pool = poolOf(rep);
    const city = cityOf(rep, day);
    const firstSlot = at(day, 8 * 60 + 30);
    const eligible = pool.filter((c) => cityGroup(c.city) === city && c.createdAt.getTime() < firstSlot - HOUR);
    const chosen = rnd.shuffle(eligible).slice(0, fieldVisits);
    chosen.forEach((client, k) => {
      const minutes = 8 * 60 + 30 + k * 110 + rnd.int(0, 4) * 5;
      addPlan(rep, client, typeFor(client), at(day, minutes));
    });
    if (rnd.chance(callChance)) {
      const callable = pool.filter((c) => c.createdAt.getTime() < firstSlot - HOUR);
      if (callable.length) addPlan(rep, rnd.pick(callable), VISIT_TYPE.call, at(day, 15 * 60 + rnd.int(0, 18) * 5));
    }
  };

  for (let day = -PAST_DAYS; day <= FUTURE_DAYS; day++) {
    if (day === 0 || WEEKEND.has(weekday(day))) continue;
    const past = day < 0;
    for (const rep of [rep1, rep2])
      workDay(rep, day, past ? 2 + (rnd.chance(0.35) ? 1 : 0) : 1 + (rnd.chance(0.4) ? 1 : 0), past ? 0.3 : 0.2);
    if (rnd.chance(past ? 0.45 : 0.35)) workDay(manager, day, 1, 0.1);
  }

  // Today, whatever the hour: done visits behind now, one under way, some ahead. The offsets
  // shrink near midnight so every visit stays on today's date and on the right side of now.
  const sinceMidnight = (now - at(0, 0)) / MINUTE;
  const pastScale = Math.max(0.02, Math.min(1, (sinceMidnight - 15) / 320));
  const futureScale = Math.max(0.02, Math.min(1, (24 * 60 - sinceMidnight - 15) / 260));
  const today = (offsetMinutes: number) => {
    const t = now + offsetMinutes * (offsetMinutes < 0 ? pastScale : futureScale) * MINUTE;
    const step = 5 * MINUTE;
    return offsetMinutes < 0 ? Math.floor(t / step) * step : Math.ceil(t / step) * step;
  };
  const riyadhOf = (rep: UserRow) => poolOf(rep).filter((c) => c.city === 'Riyadh');
  const nth = (items: ClientPick[], i: number) => items[i % Math.max(1, items.length)];
  const script: [UserRow, ClientPick | undefined, VisitType, number, Fate][] = [];
  {
    const mine = riyadhOf(rep1);
    const firstClient = mine.find((c) => c.kind === 'client');
    const lead = mine.find((c) => c.kind === 'lead');
    const others = mine.filter((c) => c.kind === 'client' && c !== firstClient);
    const away = poolOf(rep1).find((c) => c.city !== 'Riyadh' && c.kind === 'client');
    script.push(
      [rep1, firstClient, VISIT_TYPE.delivery, -300, 'approved'],
      [rep1, nth(others, 0), VISIT_TYPE.followUp, -200, 'finished'],
      [rep1, nth(others, 1), VISIT_TYPE.collection, -110, 'finished'],
      [rep1, lead ?? nth(others, 2), VISIT_TYPE.new, -30, 'started'],
      [rep1, firstClient, VISIT_TYPE.followUp, 75, 'pending'],
      [rep1, away, VISIT_TYPE.call, 150, 'pending'],
      [rep1, nth(others, 0), VISIT_TYPE.expanding, 225, 'pending'],
    );
    const hers = riyadhOf(rep2).filter((c) => c.kind === 'client');
    script.push(
      [rep2, nth(hers, 0), VISIT_TYPE.followUp, -240, 'finished'],
      [rep2, nth(hers, 1), VISIT_TYPE.delivery, -140, 'finished'],
      [rep2, nth(hers, 2), VISIT_TYPE.collection, 60, 'pending'],
      [rep2, nth(riyadhOf(rep2), 3), VISIT_TYPE.new, 190, 'pending'],
      [manager, nth(riyadhOf(manager), 0), VISIT_TYPE.expanding, 120, 'pending'],
    );
  }
  for (const [rep, client, type, offset, fate] of script) {
    if (!client) continue;
    const plannedAt = today(offset);
    const p = addPlan(rep, client, type, plannedAt, { fate, scripted: true });
    if (fate !== 'pending') {
      p.verdict = 'verified';
      p.checkedInAt = fate === 'started' ? today(-20) : plannedAt + rnd.int(1, 3) * 5 * MINUTE;
      if (fate !== 'started') p.finishedAt = p.checkedInAt + (type === VISIT_TYPE.call ? 10 : rnd.int(5, 8) * 5) * MINUTE;
      if (fate === 'approved') p.reviewedAt = Math.min(now - 5 * MINUTE, p.finishedAt! + 40 * MINUTE);
    }
  }
  return plans;
}
