import { sql } from 'drizzle-orm';
import { VISIT_STATUS } from '@contract/visits';
import type { Tx } from '../db/tenant-tx';
import type { UserRow } from '../modules/users/users.repository';

/**
 * The demo reps' and technician's bells, made from what the seed already holds (never
 * invented): the tasks, meetings and requests given to them, the verdicts on their visits and the
 * manager's messages on them.
 * The newest three of each rep are unread. None waits for e-mail: the seed mails nobody.
 */
export async function seedDemoNotifications(tx: Tx, tenantId: string, people: UserRow[]): Promise<void> {
  const manager = people.find((p) => p.email.startsWith('manager@'))!;
  const reps = people.filter((p) => ['sales1@', 'sales2@', 'maintenance@'].some((e) => p.email.startsWith(e)));
  for (const rep of reps) {
    await tx.execute(sql`
      with told as (
        (select 'task_assigned' as kind, t.id as subject_id, jsonb_build_object('title', t.title, 'actor', ${manager.fullName}::text) as data,
            t.created_at as at
          from tasks t where t.assigned_to = ${rep.id} and t.created_by = ${manager.id}
          order by t.created_at desc limit 4)
        union all
        (select case v.status when ${VISIT_STATUS.approved} then 'visit_approved' else 'visit_rejected' end, v.id,
            jsonb_strip_nulls(jsonb_build_object('title', c.company_name, 'actor', ${manager.fullName}::text, 'reason', nullif(v.reject_reason, ''))),
            v.reviewed_at
          from visits v join clients c on c.id = v.client_id
          where v.assigned_to = ${rep.id} and v.status in (${VISIT_STATUS.approved}, ${VISIT_STATUS.rejected}) and v.reviewed_at is not null
          order by v.reviewed_at desc limit 4)
        union all
        (select 'maintenance_assigned', r.id, jsonb_build_object('title', r.title, 'actor', u.full_name), r.created_at
          from maintenance_requests r join users u on u.id = r.created_by
          where r.assigned_to = ${rep.id} order by r.created_at desc limit 4)
        union all
        (select 'meeting_assigned', m.id, jsonb_build_object('title', m.title, 'actor', u.full_name), m.created_at
          from meeting_attendees a join meetings m on m.id = a.meeting_id join users u on u.id = m.organizer_id
          where a.user_id = ${rep.id} and m.organizer_id <> ${rep.id} order by m.created_at desc limit 3)
        union all
        (select 'visit_message', v.id, jsonb_build_object('title', c.company_name, 'actor', m.sender_name), m.created_at
          from visit_messages m join visits v on v.id = m.visit_id join clients c on c.id = v.client_id
          where v.assigned_to = ${rep.id} and m.sender_id = ${manager.id}
          order by m.created_at desc limit 2))
      insert into notifications (tenant_id, user_id, kind, subject_id, data, created_at, read_at)
      select ${tenantId}, ${rep.id}, kind, subject_id, data, at,
        case when row_number() over (order by at desc) > 3 then at + interval '1 hour' end
      from told`);
  }
}
