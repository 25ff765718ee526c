import type { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ReportExportRequest } from '@contract/reports';
import type { AppContext } from '../../context';
import { reportScheduleRecipients, reportSchedules, users } from '../../db/schema/index';
import { selectRows, type Tx } from '../../db/tenant-tx';
import { contentTypeOf } from '../../lib/sheets';
import { composeMail, type LetterAttachment } from '../../mail/letter';
import { scheduledReportLetter } from '../../mail/templates/scheduled-report';
import { exportFileName, translator } from '../reports/export-text';
import { findUserById } from '../users/users.repository';
import { LINK_DAYS, signFileLink } from './schedule-file';

/** A run whose mails could not all go: rolled back, counted, tried again by the next sweep. */
export const MAX_ATTEMPTS = 5;
/** Runs delivered per company per round; more wait for the next round. */
const ROUND = 20;

interface DoneRun {
  id: string;
  schedule_id: string;
  export_status: 'done' | 'failed';
  export_error: string;
  file_id: string | null;
  format: 'csv' | 'xlsx' | 'pdf';
  filters: ReportExportRequest;
  export_id: string;
  created_ms: number;
}

class DeliveryFailed extends Error {
  constructor(
    readonly runId: string,
    override readonly cause: unknown,
  ) {
    super('scheduled report delivery failed');
  }
}

/** The file's bytes when it is at most `max` long; null (and nothing more read) past that. */
async function readCapped(stream: Readable, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > max) {
      stream.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The oldest run whose export has ended, taken so no other instance mails it too. */
async function claimRun(tx: Tx): Promise<DoneRun | undefined> {
  const [run] = await selectRows<DoneRun>(
    tx,
    sql`select r.id, r.schedule_id, r.export_id, e.status as export_status, e.error as export_error, e.file_id, e.format, e.filters,
        (extract(epoch from e.created_at) * 1000)::float8 as created_ms
      from report_schedule_runs r join report_exports e on e.tenant_id = r.tenant_id and e.id = r.export_id
      where r.status = 'waiting' and e.status in ('done', 'failed')
      order by r.created_at limit 1 for update of r skip locked`,
  );
  return run;
}

const setRun = (tx: Tx, id: string, status: 'sent' | 'failed', error: string, now: Date) =>
  tx.execute(
    sql`update report_schedule_runs set status = ${status}, error = ${error}, sent_at = ${now.toISOString()}::timestamptz where id = ${id}::uuid`,
  );
const setScheduleError = (tx: Tx, id: string, error: string) =>
  tx.update(reportSchedules).set({ lastError: error }).where(eq(reportSchedules.id, id));

/** Mails one finished run to its schedule's active recipients; returns how many mails went. */
async function deliver(ctx: AppContext, tx: Tx, run: DoneRun, now: Date): Promise<number> {
  const [schedule] = await tx.select().from(reportSchedules).where(eq(reportSchedules.id, run.schedule_id));
  if (!schedule) return 0;
  if (run.export_status === 'failed' || !run.file_id) {
    await setRun(tx, run.id, 'failed', run.export_error, now);
    await setScheduleError(tx, schedule.id, run.export_error || 'The report could not be written');
    return 0;
  }
  const recipients = await tx
    .select({ email: users.email })
    .from(reportScheduleRecipients)
    .innerJoin(users, and(eq(users.tenantId, reportScheduleRecipients.tenantId), eq(users.id, reportScheduleRecipients.userId)))
    .where(and(eq(reportScheduleRecipients.scheduleId, schedule.id), eq(users.isActive, true)));
  if (recipients.length === 0) {
    const error = 'None of its recipients is active any more: choose who receives it';
    await setRun(tx, run.id, 'failed', error, now);
    await setScheduleError(tx, schedule.id, error);
    return 0;
  }
  const owner = await findUserById(tx, schedule.ownerId);
  const [company] = await selectRows<{ name: string }>(tx, sql`select company_name as name from tenants`);
  const fileName = exportFileName(run.filters, run.format);
  const bytes = await readCapped(ctx.storage.read(`${schedule.tenantId}/${run.file_id}`), ctx.config.reportAttachMaxBytes);
  const lang = schedule.language;
  const letter = scheduledReportLetter(lang, {
    name: schedule.name,
    report: translator(lang)(`types.${schedule.reportType}`),
    from: run.filters.from,
    to: run.filters.to,
    owner: owner?.fullName ?? '',
    company: company?.name ?? '',
    fileName,
    ...(bytes
      ? {}
      : {
          link: {
            href: `${ctx.config.publicUrl}/api/v1/report/schedule-file/${signFileLink(ctx.config.jwtSecret, schedule.tenantId, run.export_id, new Date(run.created_ms))}`,
            days: LINK_DAYS,
          },
        }),
  });
  const type = run.format === 'pdf' ? 'application/pdf' : contentTypeOf[run.format];
  const attachments: LetterAttachment[] | undefined = bytes
    ? [{ filename: fileName, contentType: type, content: bytes.toString('base64'), encoding: 'base64' }]
    : undefined;
  for (const r of recipients) await ctx.mailer.send(composeMail(r.email, letter, attachments));
  await setRun(tx, run.id, 'sent', '', now);
  await setScheduleError(tx, schedule.id, '');
  return recipients.length;
}

/**
 * Mails the company's runs whose exports have ended (the export worker calls this after each
 * job; the sweep too, for runs left by an instance that stopped). Each run is claimed and
 * mailed in one transaction: a mail server that refuses rolls it back, the attempt is counted,
 * and the next sweep tries again (after MAX_ATTEMPTS the run is given up, the schedule says why).
 */
export async function deliverRuns(ctx: AppContext, tenantId: string, now: Date, log: FastifyBaseLogger): Promise<number> {
  let mailed = 0;
  for (let i = 0; i < ROUND; i++) {
    try {
      const sent = await ctx.tenantTx(tenantId, async (tx) => {
        const run = await claimRun(tx);
        if (!run) return null;
        try {
          return await deliver(ctx, tx, run, now);
        } catch (err) {
          throw new DeliveryFailed(run.id, err);
        }
      });
      if (sent === null) break;
      mailed += sent;
    } catch (err) {
      if (!(err instanceof DeliveryFailed)) throw err;
      log.warn({ err: err.cause, runId: err.runId }, 'scheduled report: mailing failed, tried again next sweep');
      await ctx.tenantTx(tenantId, async (tx) => {
        const error = 'The e-mail could not be sent';
        await tx.execute(
          sql`update report_schedule_runs set attempts = attempts + 1,
              status = case when attempts + 1 >= ${MAX_ATTEMPTS} then 'failed' else status end,
              error = ${error} where id = ${err.runId}::uuid`,
        );
        await tx.execute(
          sql`update report_schedules set last_error = ${error} where id = (select schedule_id from report_schedule_runs where id = ${err.runId}::uuid)`,
        );
      });
      break;
    }
  }
  return mailed;
}
