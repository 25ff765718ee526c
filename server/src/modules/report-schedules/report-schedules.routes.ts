import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { reportSchedulesApi } from '@contract/report-schedules';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../lib/app-error';
import { sendAttachment } from '../../lib/download';
import { rawPublicRoute, rawRoute, securedRoute } from '../../lib/route';
import { contentTypeOf } from '../../lib/sheets';
import { asUser } from '../../plugins/auth';
import * as service from './report-schedules.service';
import { linkedFile, readFileLink } from './schedule-file';

/** Downloads of one link an hour before a 429 (a link forwarded around is not a file server). */
const FILE_FETCHES_PER_HOUR = 30;

/**
 * What a person who clicked an expired or unknown link sees: a sentence in both languages
 * (the link carries no language), no script, no style. API clients get the usual JSON.
 */
function linkProblem(req: FastifyRequest, reply: FastifyReply, err: AppError) {
  if (!(req.headers.accept ?? '').includes('text/html')) throw err;
  const [en, ar] =
    err.code === 'link_expired'
      ? [
          'This download link has expired. Ask for the report to be sent again.',
          'انتهت صلاحية رابط التنزيل هذا. اطلب إرسال التقرير مرة أخرى.',
        ]
      : ['This download link is not valid.', 'رابط التنزيل هذا غير صالح.'];
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Ziyara</title></head><body><main><h1>${en}</h1><h1 lang="ar" dir="rtl">${ar}</h1></main></body></html>`;
  return reply.status(err.status).header('content-type', 'text/html; charset=utf-8').header('x-content-type-options', 'nosniff').send(page);
}

export function routes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    securedRoute(app, ctx, reportSchedulesApi.list, (tx, me) => service.list(tx, me));
    securedRoute(app, ctx, reportSchedulesApi.recipients, (tx) => service.recipients(tx));
    securedRoute(app, ctx, reportSchedulesApi.create, (tx, me, { body }) => service.create(tx, me, body));
    securedRoute(app, ctx, reportSchedulesApi.get, (tx, me, { params }) => service.get(tx, me, params.id));
    securedRoute(app, ctx, reportSchedulesApi.update, (tx, me, { params, body }) => service.update(tx, me, params.id, body));
    securedRoute(app, ctx, reportSchedulesApi.pause, (tx, me, { params }) => service.setPaused(tx, me, params.id, true));
    securedRoute(app, ctx, reportSchedulesApi.resume, (tx, me, { params }) => service.setPaused(tx, me, params.id, false));
    securedRoute(app, ctx, reportSchedulesApi.remove, async (tx, me, { params }) => {
      await service.remove(tx, me, params.id);
      return null;
    });

    rawRoute(app, ctx, reportSchedulesApi.sendNow, async (req, reply) => {
      const { id } = req.params as { id: string };
      const { schedule, tenantId } = await asUser(ctx, req, async (tx, me) => ({
        schedule: await service.sendNow(tx, me, id),
        tenantId: me.tenantId,
      }));
      // After the commit: the export worker's own transaction must see the new export.
      ctx.reportExports.kick(tenantId);
      return reply.status(202).send(schedule);
    });

    /**
     * A mailed report too large to attach: no session (the recipient may read mail elsewhere),
     * the signed token is the credential and its company part scopes the transaction.
     */
    rawPublicRoute(
      app,
      reportSchedulesApi.file,
      async (req, reply) => {
        const { token } = req.params as { token: string };
        const ids = readFileLink(ctx.config.jwtSecret, token);
        try {
          if (!ids) throw notFound('Link');
          const file = await ctx.tenantTx(ids.tenantId, (tx) => linkedFile(tx, ids), { readOnly: true });
          const type = file.format === 'pdf' ? 'application/pdf' : contentTypeOf[file.format];
          return sendAttachment(reply, { name: file.name, type, body: ctx.storage.read(file.key) });
        } catch (err) {
          if (err instanceof AppError) return linkProblem(req, reply, err);
          throw err;
        }
      },
      {
        rateLimit: {
          max: FILE_FETCHES_PER_HOUR,
          timeWindow: '1 hour',
          keyGenerator: (req) => `schedule-file:${(req.params as { token: string }).token}`,
        },
      },
    );
  };
}
