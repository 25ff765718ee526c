import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inquiriesApi, type InquiryInput, type InquiryKind } from '@contract/inquiries';
import type { AppContext } from '../../context';
import { rawPublicRoute } from '../../lib/route';
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

export function routes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await app.register(formbody, { bodyLimit: 16 * 1024 });

    // A plain form post gets a page back rather than JSON, so it validates in the handler.
    rawPublicRoute(
      app,
      inquiriesApi.submit,
      async (req, reply) => {
        const form = isFormPost(req);
        if (req.validationError) {
          if (form) return reply.redirect(returnTo(req, (req.body as { kind?: unknown } | undefined)?.kind, 'form-title'), 303);
          throw req.validationError;
        }
        const body = req.body as InquiryInput;
        await inquiries.submit(ctx, body, req.ip);
        if (form) return reply.redirect(returnTo(req, body.kind, 'form-success'), 303);
        return reply.status(201).send({ ok: true as const });
      },
      { rateLimit: { max: ctx.config.inquiryRateLimitPerHour, timeWindow: '1 hour' }, attachValidation: true },
    );
  };
}
