import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '@contract/endpoint';
import { visitsApi } from '@contract/visits';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { sendAttachment } from '../../lib/download';
import { rawRoute, publicRoute } from '../../lib/route';
import { asUser } from '../../plugins/auth';
import * as receipts from './receipt.service';

/** The collection receipt (a PDF for the rep) and the public check its QR code opens. */
export function routes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const receiptOptions = { publicUrl: ctx.config.publicUrl, secret: ctx.config.jwtSecret };
    rawRoute(app, ctx, visitsApi.receipt, async (req, reply) => {
      const { id } = idParamsSchema.parse(req.params);
      const file = await asUser(ctx, req, (tx, me) => receipts.receiptPdf(tx, me, id, receiptOptions));
      return sendAttachment(reply, { name: file.name, type: 'application/pdf', body: file.bytes });
    });

    // The QR code's check: no session, so the token's signature decides which company to read.
    publicRoute(app, visitsApi.checkReceipt, async ({ params }, req) => {
      const signed = receipts.tenantOfToken(ctx.config.jwtSecret, params.token);
      if (!signed) throw notFound('Receipt');
      return ctx.tenantTx(signed.tenantId, (tx) => receipts.checkReceipt(tx, signed.visitId, ctx.config.jwtSecret), {
        time: req.dbTime,
      });
    });
  };
}
