import {
  FEED_DAYS_AHEAD,
  FEED_DAYS_BACK,
  FEED_MAX_MEETINGS,
  FEED_MAX_VISITS,
  FEED_REFRESH,
  calendarFeedApi,
  type CalendarFeedLink,
  type CalendarFeedStatus,
} from '@contract/calendar-feed';
import { API_PREFIX } from '@contract/api-paths';
import { pathOf } from '@contract/endpoint';
import { MEETING_STATUS } from '@contract/meetings';
import type { Tx } from '../../db/tenant-tx';
import { langOf, type Lang } from '../../mail/letter';
import { notFound } from '../../lib/app-error';
import { newTenantToken } from '../../lib/tenant-token';
import { buildFeed, buildIcs, type IcsEvent } from '../meetings/ics';
import { meetingUid } from '../meetings/meeting-mail';
import { translator } from '../reports/export-text';
import type { UserRow } from '../users/users.repository';
import { details as visitDetails } from '../visits/visits.service';
import * as repo from './calendar-feed.repository';

export interface FeedSite {
  /** The app's public address (`https://app.example.com`): the feed's URL and the events' links. */
  publicUrl: string;
}

/** A visit takes its slot on the calendar for this long (a plan has no end; half an hour reads as one). */
const VISIT_MINUTES = 30;
const DAY = 86_400_000;

export async function status(tx: Tx, me: UserRow): Promise<CalendarFeedStatus> {
  const at = await repo.feedCreatedAt(tx, me.id);
  return { created_at: at?.toISOString() ?? null };
}

/** The feed's address for a token: `…/calendar/feed/<token>.ics` (the extension some apps look for). */
export function feedUrls(site: FeedSite, token: string): Pick<CalendarFeedLink, 'webcal_url' | 'https_url'> {
  const https = `${site.publicUrl}${API_PREFIX}${pathOf(calendarFeedApi.feed, { token: `${token}.ics` })}`;
  return { https_url: https, webcal_url: https.replace(/^https?:/, 'webcal:') };
}

/** A new secret URL; only its hash is kept, so this answer is the one time it is shown. */
export async function create(tx: Tx, me: UserRow, site: FeedSite): Promise<CalendarFeedLink> {
  const { token, hash } = newTenantToken(me.tenantId);
  const at = await repo.replaceFeed(tx, me.tenantId, me.id, hash);
  return { ...feedUrls(site, token), created_at: at.toISOString() };
}

export const revoke = (tx: Tx, me: UserRow) => repo.deleteFeed(tx, me.id);

/** A visit on a calendar: its type and client, at the client's address, half an hour long. */
export function visitEvent(v: repo.FeedVisit, lang: Lang, site: FeedSite): IcsEvent {
  const domain = new URL(site.publicUrl).hostname;
  return {
    uid: `visit-${v.id}@${domain}`,
    stamp: v.updatedAt,
    start: v.plannedAt,
    end: new Date(v.plannedAt.getTime() + VISIT_MINUTES * 60_000),
    summary: `${translator(lang)(`values.visitType.${v.visitType}`)}: ${v.client}`,
    location: v.address || null,
    url: `${site.publicUrl}/app/visits/visitdetails/${v.id}`,
    description: v.notes,
  };
}

/** "Add to calendar" on a visit the caller sees (else the visits module's 404). */
export async function visitIcs(tx: Tx, me: UserRow, id: string, site: FeedSite): Promise<string> {
  await visitDetails(tx, me, id);
  const v = await repo.calendarVisit(tx, id);
  if (!v) throw notFound('Visit');
  return buildIcs(visitEvent(v, langOf(me.language), site), 'PUBLISH');
}

/**
 * The calendar a feed's token opens, or null (revoked, never made, or its owner gone): the
 * owner's meetings, cancelled ones marked so, and the visits planned for them, from
 * FEED_DAYS_BACK days ago to FEED_DAYS_AHEAD days on, at most FEED_MAX_* of each. Words are in
 * the owner's saved language; times in UTC, as the invitations' are.
 */
export async function feed(tx: Tx, tokenHash: string, site: FeedSite, now = new Date()): Promise<string | null> {
  const owner = await repo.feedOwner(tx, tokenHash);
  if (!owner) return null;
  const lang = langOf(owner.language);
  const domain = new URL(site.publicUrl).hostname;
  const window = { from: new Date(now.getTime() - FEED_DAYS_BACK * DAY), to: new Date(now.getTime() + FEED_DAYS_AHEAD * DAY) };
  const [meetingRows, visitRows] = await Promise.all([
    repo.feedMeetings(tx, owner.id, window, FEED_MAX_MEETINGS),
    repo.feedVisits(tx, owner.id, window, FEED_MAX_VISITS),
  ]);
  const meetingEvents: IcsEvent[] = meetingRows.map((m) => ({
    uid: meetingUid(m.id, domain),
    stamp: m.updatedAt,
    start: m.startsAt,
    end: new Date(m.startsAt.getTime() + m.duration * 60_000),
    summary: m.title,
    location: m.place,
    url: m.onlineLink ?? `${site.publicUrl}/app/meeting?meeting=${m.id}`,
    description: m.agenda,
    sequence: m.sequence,
    status: m.status === MEETING_STATUS.cancelled ? 'CANCELLED' : 'CONFIRMED',
  }));
  const visitEvents = visitRows.map((v) => visitEvent(v, lang, site));
  const brand = lang === 'ar' ? 'زيارة' : 'Ziyara';
  return buildFeed({ name: `${brand} · ${owner.fullName}`, refresh: FEED_REFRESH, events: [...meetingEvents, ...visitEvents] });
}
