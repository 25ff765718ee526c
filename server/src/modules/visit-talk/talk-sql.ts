import { sql } from 'drizzle-orm';
import type { VisitMessage, VisitRating } from '@contract/visit-talk';
import { isoJson } from '../../lib/iso-json';
import { files, visitMessages, visitRatings, visitReads, visits } from '../../db/schema/index';

/**
 * A visit's conversation as one JSON value of its details row, read as the reader `me` sees
 * it: their own messages and those no newer than their read mark are read. `me` is the hot
 * query's placeholder, so the statement is still prepared once.
 */
export const messagesOfVisit = sql<VisitMessage[]>`coalesce((
  select json_agg(json_build_object(
    'id', m.id, 'message', m.message, 'sender', m.sender_id, 'sender_name', m.sender_name,
    'is_read', m.sender_id = ${sql.placeholder('me')} or m.created_at <= coalesce(r.read_at, '-infinity'::timestamptz),
    'attachment', case when f.id is null then null else json_build_object(
      'id', f.id, 'name', f.name, 'type', f.type, 'size', f.size, 'created_at', ${isoJson('f.created_at')}) end,
    'created_at', ${isoJson('m.created_at')}
  ) order by m.created_at, m.id)
  from ${visitMessages} m
  left join ${files} f on f.id = m.attachment_id
  left join ${visitReads} r on r.visit_id = m.visit_id and r.user_id = ${sql.placeholder('me')}
  where m.visit_id = ${visits.id}), '[]'::json)`;

/** The customer's rating of the visit, or null. */
export const ratingOfVisit = sql<VisitRating | null>`(
  select json_build_object('rating', vr.rating, 'comment', vr.comment, 'rated_at', ${isoJson('vr.rated_at')})
  from ${visitRatings} vr where vr.visit_id = ${visits.id})`;
