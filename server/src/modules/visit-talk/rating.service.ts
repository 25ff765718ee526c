import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { RATING_LINK_DAYS, type rateInputSchema, type RatingForm, type VisitRating } from '@contract/visit-talk';
import { allowedVisitActions } from '@contract/visits';
import { tenants, users, visitRatings, visits } from '../../db/schema/index';
import type { Tx } from '../../db/tenant-tx';
import { AppError } from '../../lib/app-error';
import { visitTokenKind, type VisitTokenIds } from '../../lib/signed-visit-token';
import * as events from '../events/events.service';
import type { UserRow } from '../users/users.repository';
import { toVisitSummary } from '../visits/visit-dto';
import { mustFind } from '../visits/visits.service';

const ratingLinks = visitTokenKind('ziyara visit rating v1', { expires: true });
const DAY_S = 24 * 60 * 60;

const invalid = () => new AppError('rating_link_invalid', 'This rating link is not valid');

/** A link for `visitId` that expires at `expiresAt` (Unix seconds). */
export const signRatingLink = (secret: string, tenantId: string, visitId: string, expiresAt: number): string =>
  ratingLinks.sign(secret, tenantId, visitId, expiresAt);

/** The ids a rating link names, when its signature holds; expiry is the caller's to judge. */
export const readRatingLink = (secret: string, token: string): VisitTokenIds | null => ratingLinks.read(secret, token);

/**
 * `POST visit/rating-link/{id}`: the rep (or a manager) shares a link with the customer once
 * the visit is finished or approved, not false and not rated yet. Each call makes a new link
 * of 14 days; any of them rates the visit once.
 */
export async function ratingLink(tx: Tx, me: UserRow, visitId: string, opts: { publicUrl: string; secret: string; now?: Date }) {
  const view = await mustFind(tx, me, visitId);
  const [rated] = await tx.select({ at: visitRatings.ratedAt }).from(visitRatings).where(eq(visitRatings.visitId, visitId)).limit(1);
  if (rated || !allowedVisitActions(toVisitSummary(view), me).includes('share_rating'))
    throw new AppError('invalid_transition', 'Only a finished visit that is not rated yet can be sent for rating');
  const expiresAt = Math.floor((opts.now ?? new Date()).getTime() / 1000) + RATING_LINK_DAYS * DAY_S;
  const token = signRatingLink(opts.secret, me.tenantId, visitId, expiresAt);
  return { url: `${opts.publicUrl}/visit/rate?token=${token}`, token, expires_at: new Date(expiresAt * 1000).toISOString() };
}

function mustBeLive(ids: VisitTokenIds, now: Date) {
  if ((ids.expiresAt ?? 0) * 1000 < now.getTime()) throw new AppError('rating_link_expired', 'This rating link has expired');
}

/** A finished or approved visit that is not false: the only kind a link can rate. */
const ratable = (visitId: string) => and(eq(visits.id, visitId), sql`${visits.status} in (2, 3)`, eq(visits.isFalse, false));

/** `GET visit/rate/{token}` (public): the company, the rep, the day, and the rating if given. */
export async function ratingForm(tx: Tx, ids: VisitTokenIds, now = new Date()): Promise<RatingForm> {
  mustBeLive(ids, now);
  const [row] = await tx
    .select({
      company: tenants.companyName,
      zone: tenants.timeZone,
      rep: users.fullName,
      at: sql<Date>`coalesce(${visits.finishedAt}, ${visits.checkedInAt}, ${visits.plannedAt})`.mapWith(visits.plannedAt),
      rating: visitRatings.rating,
      comment: visitRatings.comment,
      ratedAt: visitRatings.ratedAt,
    })
    .from(visits)
    .innerJoin(tenants, eq(tenants.id, visits.tenantId))
    .innerJoin(users, eq(users.id, visits.assignedTo))
    .leftJoin(visitRatings, eq(visitRatings.visitId, visits.id))
    .where(ratable(ids.visitId))
    .limit(1);
  if (!row) throw invalid();
  return {
    company_name: row.company,
    rep_name: row.rep,
    visited_at: row.at.toISOString(),
    time_zone: row.zone,
    rated:
      row.rating !== null && row.ratedAt ? { rating: row.rating, comment: row.comment ?? '', rated_at: row.ratedAt.toISOString() } : null,
  };
}

/**
 * `POST visit/rate` (public): one insert that takes the rating only if the visit is still
 * ratable and has none (the key is the visit): two submits at once store one, the other is
 * told it was rated already.
 */
export async function rate(tx: Tx, ids: VisitTokenIds, input: z.infer<typeof rateInputSchema>, now = new Date()): Promise<VisitRating> {
  mustBeLive(ids, now);
  const inserted = await tx.execute(sql`
    insert into visit_ratings (tenant_id, visit_id, rating, comment)
    select ${visits.tenantId}, ${visits.id}, ${input.rating}, ${input.comment} from ${visits} where ${ratable(ids.visitId)}
    on conflict (tenant_id, visit_id) do nothing
    returning rating, comment, rated_at, (select assigned_to from visits where id = ${ids.visitId}) as assigned_to,
      (select status from visits where id = ${ids.visitId}) as status`);
  const [row] = (
    inserted as unknown as { rows: { rating: number; comment: string; rated_at: Date | string; assigned_to: string; status: number }[] }
  ).rows;
  if (!row) {
    const [already] = await tx
      .select({ at: visitRatings.ratedAt })
      .from(visitRatings)
      .where(eq(visitRatings.visitId, ids.visitId))
      .limit(1);
    throw already ? new AppError('rating_already_given', 'This visit has already been rated') : invalid();
  }
  await events.visitChanged(tx, ids.tenantId, { id: ids.visitId, status: row.status, assignedTo: row.assigned_to });
  return { rating: row.rating, comment: row.comment, rated_at: new Date(row.rated_at).toISOString() };
}
