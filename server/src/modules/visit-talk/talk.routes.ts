import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allowedFileTypes, FILE_MAX_BYTES } from '@contract/files';
import { sendMessageFieldsSchema, visitTalkApi } from '@contract/visit-talk';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { answerWrite, sha256Of } from '../../lib/idempotency';
import { bumpTenantVersion } from '../../lib/tenant-version';
import { rawRoute, publicRoute, securedRoute } from '../../lib/route';
import { acceptedType } from '../files/files.service';
import * as rating from './rating.service';
import * as talk from './talk.service';

/** Multipart text fields are short: a message is 2,000 characters at most. */
const FIELD_MAX_BYTES = 16 * 1024;

/** The message's fields (checked with the contract's schema) and its one `attachment`, read before any transaction. */
async function readMessage(req: FastifyRequest): Promise<{ input: talk.MessageFields; attachment: talk.Attachment | null }> {
  if (!req.isMultipart()) throw new AppError('unsupported_media_type', 'Send the message as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | null = null;
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === 'attachment' && bytes.length > 0) file = { name: part.filename, bytes };
    } else {
      if (part.valueTruncated) throw new AppError('payload_too_large', `The field ${part.fieldname} is too long`);
      fields[part.fieldname] = String(part.value);
    }
  }
  const parsed = sendMessageFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const issues = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || 'body', i.message]));
    const [first] = Object.entries(issues);
    throw new AppError('validation_failed', first ? `${first[0]}: ${first[1]}` : 'The request is not valid', { fields: issues });
  }
  const attachment = file && { ...file, type: await acceptedType(file.bytes, allowedFileTypes) };
  return { input: parsed.data, attachment };
}

/** A visit's conversation, the reader's unread counts, and the customer's rating link. */
export function routes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, { limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: FIELD_MAX_BYTES } });

    rawRoute(
      app,
      ctx,
      visitTalkApi.send,
      async (req, reply) => {
        const { input, attachment } = await readMessage(req);
        const stored: string[] = [];
        try {
          // The offline app sends a queued message until it gets an answer: once per key.
          return await answerWrite(ctx, req, reply, {
            hashOf: { ...input, attachment: attachment && sha256Of(attachment.bytes) },
            status: 201,
            run: (tx, me) => talk.send(tx, ctx.storage, me, input, attachment, stored),
          });
        } catch (err) {
          await Promise.all(stored.map((key) => ctx.storage.remove(key)));
          throw err;
        }
      },
      { consumes: ['multipart/form-data'], moreErrors: [413, 415] },
    );
    securedRoute(app, ctx, visitTalkApi.markRead, (tx, me, { params }) => talk.markRead(tx, me, params.id));
    securedRoute(app, ctx, visitTalkApi.unread, (tx, me) => talk.unread(tx, me), { cacheReply: true });

    const linkOptions = { publicUrl: ctx.config.publicUrl, secret: ctx.config.jwtSecret };
    securedRoute(app, ctx, visitTalkApi.ratingLink, (tx, me, { params }) => rating.ratingLink(tx, me, params.id, linkOptions));

    // The customer's side: no session, so the link's signature decides which company to read.
    const signed = (token: string) => {
      const ids = rating.readRatingLink(ctx.config.jwtSecret, token);
      if (!ids) throw new AppError('rating_link_invalid', 'This rating link is not valid');
      return ids;
    };
    const limit = { rateLimit: { max: ctx.config.inquiryRateLimitPerHour, timeWindow: '1 hour' } };
    publicRoute(
      app,
      visitTalkApi.ratingForm,
      ({ params }, req) => {
        const ids = signed(params.token);
        return ctx.tenantTx(ids.tenantId, (tx) => rating.ratingForm(tx, ids), { time: req.dbTime });
      },
      limit,
    );
    publicRoute(
      app,
      visitTalkApi.rate,
      async ({ body }, req) => {
        const ids = signed(body.token);
        const given = await ctx.tenantTx(ids.tenantId, (tx) => rating.rate(tx, ids, body), { time: req.dbTime });
        // Committed: the visit's cached details (and the rep's figures) now hold the rating.
        bumpTenantVersion(ids.tenantId);
        return given;
      },
      limit,
    );
  };
}
