import type { VisitListQuery } from '@contract/visits';

/**
 * The cache scopes of visits (lib/tenant-version.ts, ADR 0024), so that a check-in or a
 * completion, the field's most frequent writes, leaves every other day's lists and every
 * other visit's details in memory.
 *
 * Reads that name scopes: a period's visit list (the days it covers), a visit's details
 * (that visit) and a sales user's dashboard (their visits). Writes that name scopes: the visit routes that answer with the visit (plan,
 * record a past visit, check in, approve, reject, flag false, complete New and Follow-up).
 * None of them moves a visit to another day or to another rep, or changes a client, a user or
 * another visit except the one a follow-up plans (its day is named too; its rep is the same). A write that moves a visit (the
 * calendar) or deletes one names no scopes, and so makes every cached read stale.
 */

/** One visit's details. */
export const visitScope = (id: string) => `visit:${id}`;

/** What a sales user's own dashboard shows: their visits (modules/dashboard). */
export const repScope = (userId: string) => `rep:${userId}`;

/** The visits planned on one UTC day (`YYYY-MM-DD`): every period list that covers it. */
export const plannedDayScope = (utcDay: string) => `visits-on:${utcDay}`;

export const utcDayOf = (instant: string | Date) => new Date(instant).toISOString().slice(0, 10);

/** The UTC days whose lists a write of `visit` changed: its own (and that of `alsoPlanned`, the follow-up it planned). */
export const changedDays = (visit: { planned_at: string }, alsoPlanned?: string | null): string[] =>
  alsoPlanned ? [utcDayOf(visit.planned_at), utcDayOf(alsoPlanned)] : [utcDayOf(visit.planned_at)];

/**
 * What a write of `visit` changed: it, the lists of its days (`changedDays`), and its rep's
 * dashboard (a follow-up it planned is the same rep's).
 */
export const visitChangeScopes = (
  visit: { id: string; planned_at: string; assigned_to: { id: string } },
  alsoPlanned?: string | null,
): string[] => [visitScope(visit.id), repScope(visit.assigned_to.id), ...changedDays(visit, alsoPlanned).map(plannedDayScope)];

const DAY_MS = 86_400_000;
const dayAt = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A period list's scopes: the UTC days of its local days, one either side for the company's
 * zone (a local day lies within the UTC day before, of, and after it, whatever the zone). A
 * week is taken as the 6 days either side (the company's week start is not known here). The
 * whole timeline, or a period around "today" (the company's today is not known here either),
 * names none and is fresh after every write.
 */
export function visitListDependsOn(q: Pick<VisitListQuery, 'filter_type' | 'selected_date'>): string[] | undefined {
  if (q.filter_type === 0 || !q.selected_date) return undefined;
  const day = Date.parse(`${q.selected_date}T00:00:00Z`);
  if (Number.isNaN(day)) return undefined;
  let first = day;
  let last = day;
  if (q.filter_type === 2) [first, last] = [day - 6 * DAY_MS, day + 6 * DAY_MS];
  if (q.filter_type === 3) {
    const d = new Date(day);
    first = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    last = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0);
  }
  const scopes: string[] = [];
  for (let ms = first - DAY_MS; ms <= last + DAY_MS; ms += DAY_MS) scopes.push(plannedDayScope(dayAt(ms)));
  return scopes;
}

/** A live `visit` event from a visit route carries its UTC days: the same scopes on every instance. */
export function visitEventScopes(event: { type: string; visible_to: string | null; data: Record<string, unknown> }): string[] | undefined {
  const { visit_id: id, days } = event.data;
  if (event.type !== 'visit' || typeof id !== 'string' || !event.visible_to) return undefined;
  if (!Array.isArray(days) || !days.every((d) => typeof d === 'string')) return undefined;
  return [visitScope(id), repScope(event.visible_to), ...(days as string[]).map(plannedDayScope)];
}
