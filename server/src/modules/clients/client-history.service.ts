import type { ClientFirstScreen, ClientHistorySummary, ClientMeeting, ClientRating, ClientVisit } from '@contract/client-history';
import type { PageQuery } from '@contract/pagination';
import type { Tx } from '../../db/tenant-tx';
import { notFound } from '../../lib/app-error';
import type { UserRow } from '../users/users.repository';
import { filesOf } from '../files/files.service';
import * as repo from './client-history.repository';
import * as clients from './clients.service';

// The client page's history (issue 41). The client itself decides the 404 first (a sales user
// on another rep's client, another company's id): the sections then only narrow further.

async function mustSee(tx: Tx, me: UserRow, id: string): Promise<void> {
  if (!(await repo.clientSeen(tx, me, id))) throw notFound('Client');
}

/** Raw statements hand timestamps back as text on one driver and as Date on the other. */
const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/**
 * The page's first screen in one transaction. The details decide the 404 (they read the client
 * as the caller may see it), so the sections after them skip their own check.
 */
export async function firstScreen(tx: Tx, me: UserRow, id: string, q: PageQuery): Promise<ClientFirstScreen> {
  const client = await clients.details(tx, me, id);
  return {
    client,
    summary: await summaryOf(tx, me, id),
    visits: await visitsOf(tx, me, id, q),
    files: await filesOf(tx, 'client', id),
  };
}

export async function summary(tx: Tx, me: UserRow, id: string): Promise<ClientHistorySummary> {
  await mustSee(tx, me, id);
  return summaryOf(tx, me, id);
}

async function summaryOf(tx: Tx, me: UserRow, id: string): Promise<ClientHistorySummary> {
  const r = await repo.summary(tx, me, id);
  return {
    visits: r.visits,
    last_visit_at: iso(r.last_visit_at),
    next_visit_at: iso(r.next_visit_at),
    collections_total: Number(r.collections_total),
    open_tasks: r.open_tasks,
    meetings: r.meetings,
    maintenance: r.maintenance,
    ratings: { count: r.ratings, average: r.rating_average === null ? null : Math.round(Number(r.rating_average) * 10) / 10 },
  };
}

export async function visits(tx: Tx, me: UserRow, id: string, q: PageQuery): Promise<VisitsPage> {
  await mustSee(tx, me, id);
  return visitsOf(tx, me, id, q);
}

type VisitsPage = { count: number; results: ClientVisit[] };

async function visitsOf(tx: Tx, me: UserRow, id: string, q: PageQuery): Promise<VisitsPage> {
  const { rows, count } = await repo.visitsPage(tx, me, id, q);
  return {
    count,
    results: rows.map((v) => ({
      id: v.id,
      visit_type: v.visitType,
      status: v.status,
      is_false: v.isFalse,
      planned_at: v.plannedAt.toISOString(),
      finished_at: v.finishedAt?.toISOString() ?? null,
      assigned_to: { id: v.assigneeId, full_name: v.assigneeName },
      outcome: v.outcome,
      collected_amount: v.collectedAmount === null ? null : Number(v.collectedAmount),
      rating: v.rating,
    })),
  };
}

export async function meetings(tx: Tx, me: UserRow, id: string, q: PageQuery): Promise<{ count: number; results: ClientMeeting[] }> {
  await mustSee(tx, me, id);
  const { rows, count } = await repo.meetingsPage(tx, me, id, q);
  return {
    count,
    results: rows.map(({ row, organizerName }) => ({
      id: row.id,
      title: row.title,
      starts_at: row.startsAt.toISOString(),
      duration: row.durationMinutes,
      place: row.place,
      online_link: row.onlineLink,
      status: row.status,
      organizer: { id: row.organizerId, full_name: organizerName },
    })),
  };
}

export async function ratings(tx: Tx, me: UserRow, id: string, q: PageQuery): Promise<{ count: number; results: ClientRating[] }> {
  await mustSee(tx, me, id);
  const { rows, count } = await repo.ratingsPage(tx, me, id, q);
  return {
    count,
    results: rows.map((r) => ({
      visit_id: r.visitId,
      rating: r.rating,
      comment: r.comment,
      rated_at: r.ratedAt.toISOString(),
      rep: { id: r.repId, full_name: r.repName },
    })),
  };
}
