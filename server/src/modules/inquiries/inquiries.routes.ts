import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INQUIRY_PATH, inquiryReplySchema, inquirySchema } from '@contract/inquiries';
import type { AppContext } from '../../context';
import { errorReplies } from '../../lib/route-docs';
import * as inquiries from './inquiries.service';

export function inquiryRoutes(ctx: AppContext, perIpPerHour: number): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(`/${INQUIRY_PATH}`, {
      config: { rateLimit: { max: perIpPerHour, timeWindow: '1 hour' } },
      schema: {
        tags: ['public'], summary: 'Contact, partner, gladiator and support forms of the public site',
        body: inquirySchema, response: { 201: inquiryReplySchema, ...errorReplies },
      },
    }, async (req, reply) => {
      await inquiries.submit(ctx.database.db, req.body, req.ip);
      return reply.status(201).send({ ok: true as const });
    });
  };
}
