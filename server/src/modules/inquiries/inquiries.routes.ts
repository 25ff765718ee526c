import formbody from '@fastify/formbody';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INQUIRY_PATH, inquiryReplySchema, inquirySchema, type InquiryKind } from '@contract/inquiries';
import type { AppContext } from '../../context';
import { errorReplies } from '../../lib/route-docs';
import * as inquiries from './inquiries.service';

const pageOfKind: Record<InquiryKind, string> = {
  contact: '/get-in-touch',
  partner: '/partner',
  gladiator: '/gladiator',
  support: '/support',
};

const isFormPost = (req: FastifyRequest) => String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

/**
 * Where a no-JavaScript form post goes back to: the form's own page (never a URL the
 * request names, so no open redirect), in the page's language (Arabic pages post to
 * `?lang=ar`; no Referer is sent under our referrer policy).
 */
function returnTo(req: FastifyRequest, kind: unknown, anchor: string): string {
  const page = pageOfKind[kind as InquiryKind] ?? '/get-in-touch';
  const arabic = (req.query as { lang?: string }).lang === 'ar';
  return `${page}${arabic ? '?lang=ar' : ''}#${anchor}`;
}

export function inquiryRoutes(ctx: AppContext, perIpPerHour: number): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(formbody, { bodyLimit: 16 * 1024 });

    app.post(
      `/${INQUIRY_PATH}`,
      {
        config: { access: 'public', rateLimit: { max: perIpPerHour, timeWindow: '1 hour' } },
        // A plain form post gets a page back rather than JSON, so it validates in the handler.
        attachValidation: true,
        schema: {
          tags: ['public'],
          summary: 'Contact, partner, gladiator and support forms of the public site (JSON, or a form post answered with 303)',
          body: inquirySchema,
          response: { 201: inquiryReplySchema, ...errorReplies },
        },
      },
      async (req, reply) => {
        const form = isFormPost(req);
        if (req.validationError) {
          if (form) return reply.redirect(returnTo(req, (req.body as { kind?: unknown } | undefined)?.kind, 'form-title'), 303);
          throw req.validationError;
        }
        await inquiries.submit(ctx, req.body, req.ip);
        if (form) return reply.redirect(returnTo(req, req.body.kind, 'form-success'), 303);
        return reply.status(201).send({ ok: true as const });
      },
    );
  };
}
