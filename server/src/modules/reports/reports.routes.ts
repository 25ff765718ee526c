import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '@contract/endpoint';
import { reportsApi, type ReportExportRequest } from '@contract/reports';
import type { AppContext } from '../../context';
import { contentTypeOf } from '../../lib/sheets';
import { sendAttachment } from '../../lib/download';
import { rawRoute, securedRoute } from '../../lib/route';
import { asUser } from '../../plugins/auth';
import * as exports from './exports.service';
import * as service from './reports.service';

const PDF_TYPE = 'application/pdf';

export function routes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    securedRoute(app, ctx, reportsApi.report, (tx, me, { query }) => service.report(tx, me, query));

    rawRoute(app, ctx, reportsApi.exportStart, async (req, reply) => {
      // Validated (and coerced) against the endpoint's body schema before the handler runs.
      const body = req.body as ReportExportRequest;
      const { started, tenantId } = await asUser(ctx, req, async (tx, me) => ({
        started: await exports.startExport(tx, me, body),
        tenantId: me.tenantId,
      }));
      // After the commit: the runner's own transaction must see the new row.
      ctx.reportExports.kick(tenantId);
      return reply.status(202).send(started);
    });
    securedRoute(app, ctx, reportsApi.exportStatus, async (tx, me, { params }) =>
      exports.toExportDto(await exports.findExport(tx, me, params.id, 'report')),
    );

    // The file is bytes, not JSON: answered from the raw request, outside the transaction.
    rawRoute(app, ctx, reportsApi.exportFile, async (req, reply) => {
      const { id } = idParamsSchema.parse(req.params);
      const file = await asUser(ctx, req, (tx, me) => exports.exportFile(tx, me, id));
      const type = file.format === 'pdf' ? PDF_TYPE : contentTypeOf[file.format];
      return sendAttachment(reply, { name: file.name, type, body: ctx.storage.read(file.key) });
    });
  };
}
