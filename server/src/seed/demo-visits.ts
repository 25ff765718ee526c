import { asc } from 'drizzle-orm';
import { completionOf, VISIT_STATUS } from '@contract/visits';
import { activity, agencies, clients, documentCounters, samples, tenants, visitAgencies, visits, visitSamples } from '../db/schema/index';
import type { Tx } from '../db/tenant-tx';
import type { UserRow } from '../modules/users/users.repository';
import { calendarAt, prng, type ClientPick, type Fate, type Plan } from './demo-visit-model';
import { planVisits } from './demo-visit-plan';
import { settleVisits } from './demo-visit-fates';
import { writeOutcomes } from './demo-visit-texts';

/**
 * The demo company's visits: five weeks back and two ahead, for its two reps and some by its
 * manager, every type and status, check-ins measured like the server measures them (and a few
 * that were far, without GPS or without a client location), outcomes of each completion call,
 * receipts numbered 1..n, and the timeline each step writes. A seeded PRNG picks everything
 * relative to `now`, so a rerun looks the same; today gives sales1 a living day (visits done,
 * one under way, some still ahead) whatever the hour.
 */

export interface DemoVisitsParams {
  tenantId: string;
  /** The demo team as demo.ts creates it: admin, manager, sales1, sales2, … */
  users: UserRow[];
  now: Date;
}

/** Seeds the demo visits inside the demo tenant's transaction; returns how many it made. */
export async function seedDemoVisits(tx: Tx, { tenantId, users: team, now: nowDate }: DemoVisitsParams): Promise<number> {
  const [admin, manager, rep1, rep2] = team;
  if (!admin || !manager || !rep1 || !rep2) return 0;
  const now = nowDate.getTime();
  const rnd = prng(20_260_401);

  // The clients and catalogue seedDemoClients made (RLS: this company's rows only).
  const clientRows: ClientPick[] = await tx
    .select({
      id: clients.id,
      kind: clients.kind,
      leadStatus: clients.leadStatus,
      city: clients.city,
      latitude: clients.latitude,
      longitude: clients.longitude,
      assignedTo: clients.assignedTo,
      createdAt: clients.createdAt,
    })
    .from(clients)
    .orderBy(asc(clients.companyName))
    .then((rows) => rows.filter((c) => c.leadStatus !== 'archived'));
  const agencyRows = await tx.select({ id: agencies.id }).from(agencies).orderBy(asc(agencies.nameEn));
  const sampleRows = await tx.select({ id: samples.id, name: samples.name, unit: samples.unit }).from(samples).orderBy(asc(samples.code));
  const [company] = await tx.select({ radius: tenants.geofenceRadiusM }).from(tenants);
  const radius = company?.radius ?? 500;
  if (clientRows.length === 0) return 0;

  const cal = calendarAt(now);
  const plans = planVisits(rnd, cal, { team: { manager, rep1, rep2 }, clientRows, agencyRows, sampleRows });
  const { collected, byTime } = settleVisits(rnd, cal, plans, { admin, manager, rep2, radius });
  writeOutcomes(plans, rnd, sampleRows);

  // Rows, their plan lines, and each visit's timeline.
  const statusOf: Record<Fate, number> = {
    pending: VISIT_STATUS.pending,
    started: VISIT_STATUS.started,
    finished: VISIT_STATUS.finished,
    approved: VISIT_STATUS.approved,
    rejected: VISIT_STATUS.rejected,
  };
  const date = (t: number | undefined) => (t === undefined ? null : new Date(t));
  const visitRows: (typeof visits.$inferInsert)[] = [];
  const agencyLines: (typeof visitAgencies.$inferInsert)[] = [];
  const sampleLines: (typeof visitSamples.$inferInsert)[] = [];
  const history: (typeof activity.$inferInsert)[] = [];
  const line = (p: Plan, action: string, actor: UserRow, t: number, details: Record<string, unknown> = {}) =>
    history.push({ tenantId, entity: 'visit', entityId: p.id, action, actorId: actor.id, details, createdAt: new Date(t) });
  // About one check-in in nine was made with no signal (a basement, a warehouse) and reached the
  // server with the completion when the phone found one again (issue 14's outbox).
  const receivedAt = (p: Plan, i: number) => {
    if (p.checkedInAt === undefined || p.recordedAfter) return null;
    const finished = p.fate !== 'started' && p.finishedAt !== undefined;
    const synced = finished ? p.finishedAt! - 1_000 : p.checkedInAt;
    return new Date(i % 9 === 4 && synced - p.checkedInAt > 2 * 60_000 ? synced : p.checkedInAt + 1_500);
  };
  // One in four of today's and the coming days' pending visits is an appointment booked at its
  // hour (fixed_time): "Plan my route" keeps it there and moves the others around it.
  const todayStart = cal.at(0, 0);
  let upcoming = 0;
  const bookedAtItsTime = (p: Plan) => p.fate === 'pending' && !p.recordedAfter && p.plannedAt >= todayStart && upcoming++ % 4 === 1;
  for (const [i, p] of byTime.entries()) {
    const last = Math.max(p.createdAt, p.checkedInAt ?? 0, p.finishedAt ?? 0, p.reviewedAt ?? 0, p.manualFalse?.at ?? 0);
    visitRows.push({
      id: p.id,
      tenantId,
      clientId: p.client.id,
      visitType: p.type,
      status: statusOf[p.fate],
      priority: p.priority,
      visitReason: p.reason,
      assignedTo: p.rep.id,
      createdBy: p.createdBy.id,
      plannedAt: new Date(p.plannedAt),
      notes: p.recordedAfter ? '' : p.notes,
      fixedTime: bookedAtItsTime(p),
      isFalse: p.isFalse,
      falseReason: p.falseReason,
      checkedInAt: date(p.checkedInAt),
      checkInReceivedAt: receivedAt(p, i),
      checkInLatitude: p.position?.latitude ?? null,
      checkInLongitude: p.position?.longitude ?? null,
      checkInAccuracyM: p.position?.accuracy ?? null,
      checkInDistanceM: p.position?.distance ?? null,
      checkInVerdict: p.checkedInAt !== undefined ? (p.verdict ?? null) : null,
      finishedAt: date(p.fate === 'started' ? undefined : p.finishedAt),
      outcome: p.outcome ?? null,
      receiptNumber: p.receiptNumber ?? null,
      collectedAmount: p.amount === undefined ? null : p.amount.toFixed(2),
      reviewedAt: date(p.reviewedAt),
      reviewedBy: p.reviewer?.id ?? null,
      rejectReason: p.rejectReason,
      createdAt: new Date(p.createdAt),
      updatedAt: new Date(last),
    });
    for (const agencyId of p.agencyIds) agencyLines.push({ tenantId, visitId: p.id, agencyId });
    for (const s of p.samples) sampleLines.push({ tenantId, visitId: p.id, sampleId: s.id, quantity: s.quantity });

    if (p.recordedAfter) line(p, 'recorded', p.rep, p.createdAt, { visited_at: new Date(p.plannedAt).toISOString() });
    else
      line(p, 'created', p.createdBy, p.createdAt, {
        assigned_to: p.rep.id,
        planned_at: new Date(p.plannedAt).toISOString(),
        ...(p.fromVisit ? { from_visit: p.fromVisit } : {}),
      });
    if (p.checkedInAt !== undefined && !p.recordedAfter) {
      const distance = p.position?.distance == null ? null : Math.round(p.position.distance);
      line(p, 'checked_in', p.rep, p.checkedInAt, { verdict: p.verdict, distance_m: distance });
      if (p.verdict === 'far') line(p, 'marked_false', p.rep, p.checkedInAt + 1000, { reason: p.falseReason, automatic: true });
    }
    if (p.finishedAt !== undefined && p.fate !== 'started' && !p.recordedAfter)
      line(p, 'completed', p.rep, p.finishedAt, { kind: completionOf[p.type] });
    if (p.fate === 'approved') line(p, 'approved', p.reviewer!, p.reviewedAt!);
    if (p.fate === 'rejected') line(p, 'rejected', p.reviewer!, p.reviewedAt!, { reason: p.rejectReason });
    if (p.manualFalse) line(p, 'marked_false', p.manualFalse.by, p.manualFalse.at, { reason: p.manualFalse.reason, automatic: false });
  }

  const inBatches = async <T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) => {
    for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
  };
  await inBatches(visitRows, 100, (b) => tx.insert(visits).values(b));
  await inBatches(agencyLines, 500, (b) => tx.insert(visitAgencies).values(b));
  await inBatches(sampleLines, 500, (b) => tx.insert(visitSamples).values(b));
  await inBatches(history, 500, (b) => tx.insert(activity).values(b));
  if (collected.length) await tx.insert(documentCounters).values({ tenantId, name: 'receipt', value: collected.length });
  return visitRows.length;
}
