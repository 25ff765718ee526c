import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_EMAIL_KINDS, type NotificationKind } from '@contract/notifications';
import { TASK_STATUS } from '@contract/tasks';
import type { AppContext } from '../../context';
import { selectRows, type Tx } from '../../db/tenant-tx';
import * as events from '../events/events.service';
import { notificationMail, type MailedNotification } from './notification-mail';

/** A task's "due today" notice comes from this hour of the company's morning. */
export const DUE_NOTICE_HOUR = 7;
/** E-mails claimed per statement; a company with more sends them in several rounds. */
const MAIL_BATCH = 100;

declare module 'fastify' {
  interface FastifyInstance {
    /** One round of the background work, for every company (the timer's job; tests call it). */
    notificationWork(now?: Date): Promise<{ dueNotices: number; mailed: number }>;
  }
}

const defaultKinds = `{${DEFAULT_EMAIL_KINDS.join(',')}}`;

/**
 * The morning a task falls due, its assignee is told once (the once-key holds one per task and
 * day, whichever instance gets there first). Tasks made that same day are not: their
 * assignment notice just said it.
 */
async function addDueNotices(tx: Tx, tenantId: string, now: Date): Promise<number> {
  const rows = await selectRows<{ id: string; user_id: string; subject_id: string }>(
    tx,
    sql`
      with clock as (select (${now.toISOString()}::timestamptz at time zone time_zone) as local, time_zone from tenants)
      insert into notifications (tenant_id, user_id, kind, subject_id, data, once_key, email_pending)
      select t.tenant_id, t.assigned_to, 'task_due', t.id, jsonb_build_object('title', t.title),
        'task_due:' || t.id || ':' || t.due_date,
        'task_due' = any(coalesce(c.kinds, ${defaultKinds}::text[]))
      from tasks t
      cross join clock
      left join notification_email_choices c on c.user_id = t.assigned_to
      where t.due_date = (select local::date from clock)
        and t.status <> ${TASK_STATUS.done}
        and extract(hour from clock.local) >= ${DUE_NOTICE_HOUR}
        and (t.created_at at time zone clock.time_zone)::date < clock.local::date
      on conflict (tenant_id, user_id, once_key) do nothing
      returning id, user_id, subject_id`,
  );
  await events.notificationsAdded(
    tx,
    tenantId,
    rows.map((r) => ({ id: r.id, userId: r.user_id, kind: 'task_due', subjectId: r.subject_id })),
  );
  return rows.length;
}

type Claimed = Omit<MailedNotification, 'fullName' | 'subjectId'> & { full_name: string; subject_id: string; is_active: boolean };

/**
 * Sends the company's notifications waiting for e-mail. Claimed with SKIP LOCKED, so two
 * instances never send one twice; sent inside the claiming transaction, so a failed send
 * leaves them waiting for the next round rather than lost. Inactive users get nothing.
 */
async function sendPendingMail(ctx: AppContext, tx: Tx, now: Date): Promise<{ claimed: number; sent: number }> {
  const rows = await selectRows<Claimed>(
    tx,
    sql`
      update notifications n set email_pending = false, emailed_at = ${now.toISOString()}::timestamptz
      from users u
      where n.id in (select id from notifications where email_pending order by created_at limit ${MAIL_BATCH} for update skip locked)
        and u.id = n.user_id
      returning n.kind, n.subject_id, n.data, u.email, u.full_name, u.language, u.is_active,
        (select company_name from tenants where id = u.tenant_id) as company`,
  );
  const active = rows.filter((r) => r.is_active);
  for (const r of active) {
    const mail = { ...r, kind: r.kind as NotificationKind, subjectId: r.subject_id, fullName: r.full_name };
    await ctx.mailer.send(notificationMail(mail, ctx.config.publicUrl));
  }
  return { claimed: rows.length, sent: active.length };
}

async function forCompany(ctx: AppContext, tenantId: string, now: Date) {
  const dueNotices = await ctx.tenantTx(tenantId, (tx) => addDueNotices(tx, tenantId, now));
  let mailed = 0;
  for (;;) {
    const round = await ctx.tenantTx(tenantId, (tx) => sendPendingMail(ctx, tx, now));
    mailed += round.sent;
    if (round.claimed < MAIL_BATCH) return { dueNotices, mailed };
  }
}

async function runOnce(ctx: AppContext, now: Date, log: FastifyInstance['log']) {
  const total = { dueNotices: 0, mailed: 0 };
  for (const tenantId of await ctx.tenantIds()) {
    try {
      const done = await forCompany(ctx, tenantId, now);
      total.dueNotices += done.dueNotices;
      total.mailed += done.mailed;
    } catch (err) {
      // One company's failure (its mail server down, say) must not hold up the others.
      log.warn({ err, tenantId }, 'notification work failed for a company');
    }
  }
  return total;
}

/**
 * Runs the background work every `intervalMs` (0: never; the tests run it by hand). A round
 * still running when the next is due is not doubled; one company's failure is logged and the
 * next round tries again.
 */
export function scheduleNotificationWork(app: FastifyInstance, ctx: AppContext, intervalMs: number): void {
  let running: Promise<unknown> | null = null;
  app.decorate('notificationWork', (now = new Date()) => runOnce(ctx, now, app.log));
  if (intervalMs <= 0) return;
  const timer = setInterval(() => {
    if (running) return;
    running = runOnce(ctx, new Date(), app.log)
      .catch((err: unknown) => app.log.warn({ err }, 'notification work failed'))
      .finally(() => (running = null));
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
