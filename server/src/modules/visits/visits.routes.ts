import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { multipartCompletions, VISIT_FILE_MAX_BYTES, VISIT_PHOTO_TYPES, visitsApi, type VisitDetails } from '@contract/visits';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/tenant-tx';
import { answerWrite, sha256Of } from '../../lib/idempotency';
import { rawRoute, securedRoute } from '../../lib/route';
import * as events from '../events/events.service';
import { FIELD_MAX_BYTES, readMultipartForm, type FormFile } from '../files/multipart-form';
import type { UserRow } from '../users/users.repository';
import * as completion from './completion.service';
import * as review from './review.service';
import { changedDays, visitChangeScopes, visitListDependsOn, visitScope } from './visit-scopes';
import * as visits from './visits.service';

type Kind = keyof typeof multipartCompletions;
type FieldsOf<K extends Kind> = z.infer<(typeof multipartCompletions)[K]['fields']>;

/**
 * Every change of a visit is told to the people who see it (live events), in its own
 * transaction, with the days whose lists changed (`alsoPlanned`: the follow-up it planned).
 */
async function told(tx: Tx, me: UserRow, visit: VisitDetails, alsoPlanned?: string | null): Promise<VisitDetails> {
  const days = changedDays(visit, alsoPlanned);
  await events.visitChanged(tx, me.tenantId, { id: visit.id, status: visit.status, assignedTo: visit.assigned_to.id }, days);
  return visit;
}

/**
 * The visit routes that answer with the one visit they changed name its cache scopes, so a
 * check-in leaves other days' lists and other visits' details cached (visit-scopes.ts).
 */
const changesVisit = { changes: (visit: VisitDetails) => visitChangeScopes(visit) };

/**
 * A multipart completion's fields (checked with the contract's schema, like a JSON body) and
 * its one `file`: a photo where the completion requires one, else any accepted document.
 */
async function readCompletion<K extends Kind>(req: FastifyRequest, kind: K) {
  const rule = multipartCompletions[kind];
  const photo = rule.file === 'required';
  const read = await readMultipartForm(req, rule.fields, {
    file: rule.file,
    missing: 'Attach the photo',
    ...(photo && { types: VISIT_PHOTO_TYPES, typeMessage: 'The photo must be a JPEG, PNG, WebP or HEIC image' }),
  });
  return read as { input: FieldsOf<K>; file: FormFile | null };
}

export function routes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: { fileSize: VISIT_FILE_MAX_BYTES, files: 1, fields: 10, parts: 11, fieldSize: FIELD_MAX_BYTES },
    });
    securedRoute(app, ctx, visitsApi.list, (tx, me, { query }) => visits.list(tx, me, query), {
      cacheReply: true,
      readOnly: true,
      dependsOn: ({ query }) => visitListDependsOn(query),
    });
    securedRoute(app, ctx, visitsApi.create, async (tx, me, { body }) => told(tx, me, await visits.plan(tx, me, body)), changesVisit);
    securedRoute(
      app,
      ctx,
      visitsApi.already,
      async (tx, me, { body }) => told(tx, me, await visits.recordPast(tx, me, body)),
      changesVisit,
    );
    securedRoute(app, ctx, visitsApi.details, (tx, me, { params }) => visits.details(tx, me, params.id), {
      cacheReply: true,
      readOnly: true,
      dependsOn: ({ params }) => [visitScope(params.id)],
    });
    securedRoute(app, ctx, visitsApi.delete, (tx, me, { body }) => visits.remove(tx, me, body.visit_id));
    securedRoute(
      app,
      ctx,
      visitsApi.advance,
      async (tx, me, { params, body }) => told(tx, me, await review.advance(tx, me, params.id, body)),
      changesVisit,
    );
    securedRoute(
      app,
      ctx,
      visitsApi.reject,
      async (tx, me, { params, body }) => told(tx, me, await review.reject(tx, me, params.id, body.reason)),
      changesVisit,
    );
    securedRoute(
      app,
      ctx,
      visitsApi.markFalse,
      async (tx, me, { params, body }) => told(tx, me, await review.markFalse(tx, me, params.id, body.reason)),
      changesVisit,
    );
    securedRoute(
      app,
      ctx,
      visitsApi.completeNew,
      async (tx, me, { body }) => told(tx, me, await completion.completeNew(tx, me, body)),
      changesVisit,
    );
    securedRoute(
      app,
      ctx,
      visitsApi.completeFollowUp,
      async (tx, me, { body }) => told(tx, me, await completion.completeFollowUp(tx, me, body), body.next_follow_up),
      { changes: (visit, { body }) => visitChangeScopes(visit, body.next_follow_up) },
    );

    /** A multipart completion: the stored file is removed again if the transaction fails. */
    const withFile = <K extends Kind>(
      kind: K,
      complete: (
        tx: Tx,
        me: UserRow,
        read: Awaited<ReturnType<typeof readCompletion<K>>>,
        stored: completion.StoredKeys,
      ) => ReturnType<typeof completion.completeCall>,
    ) =>
      rawRoute(
        app,
        ctx,
        multipartCompletions[kind].endpoint,
        async (req, reply) => {
          const read = await readCompletion(req, kind);
          const stored: completion.StoredKeys = [];
          try {
            // Sent again by the offline app: the same fields and the same photo are the same request.
            return await answerWrite(ctx, req, reply, {
              hashOf: { ...read.input, file: read.file && sha256Of(read.file.bytes) },
              status: 200,
              run: async (tx, me) => told(tx, me, await complete(tx, me, read, stored)),
              changes: changesVisit.changes,
            });
          } catch (err) {
            await Promise.all(stored.map((key) => ctx.storage.remove(key)));
            throw err;
          }
        },
        { consumes: ['multipart/form-data'], moreErrors: [413, 415] },
      );
    withFile('collection', (tx, me, { input, file }, stored) => completion.completeCollection(tx, ctx.storage, me, input, file!, stored));
    withFile('delivery', (tx, me, { input, file }, stored) => completion.completeDelivery(tx, ctx.storage, me, input, file!, stored));
    withFile('call', (tx, me, { input, file }, stored) => completion.completeCall(tx, ctx.storage, me, input, file, stored));
  };
}
