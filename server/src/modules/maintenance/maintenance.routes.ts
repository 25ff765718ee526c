import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FILE_MAX_BYTES } from '@contract/files';
import {
  MAINTENANCE_MAX_FILES,
  MAINTENANCE_STATUS,
  maintenanceApi,
  maintenanceAttachmentTypes,
  maintenanceCompleteSchema,
  maintenanceInputSchema,
  maintenancePhotoTypes,
  type MaintenanceRequest,
} from '@contract/maintenance';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/tenant-tx';
import { answerWrite, idempotencyKeyOf, sha256Of } from '../../lib/idempotency';
import { rawRoute, securedRoute } from '../../lib/route';
import { asUser } from '../../plugins/auth';
import type { FormFile } from '../files/multipart-form';
import { FIELD_MAX_BYTES } from '../files/multipart-form';
import * as files from '../files/files.service';
import type { UserRow } from '../users/users.repository';
import { readFilesForm } from './maintenance-form';
import { ATTACHMENT_OWNER, COMPLETION_OWNER, listTechnicians } from './maintenance.repository';
import * as service from './maintenance.service';

const uploads = { consumes: ['multipart/form-data'], moreErrors: [413, 415] };

export function routes(ctx: AppContext) {
  /**
   * Answers the form (once per Idempotency-Key: the offline app resends it until it gets an
   * answer) by running `fn` with a `store` that keeps the uploads against a request; the bytes
   * already written are removed again if the transaction fails (a 409, a bad assignee…).
   */
  async function withUploads(
    req: FastifyRequest,
    reply: FastifyReply,
    form: { status: number; ownerType: string; input: object; uploaded: FormFile[] },
    fn: (tx: Tx, me: UserRow, store: (id: string) => Promise<void>) => Promise<MaintenanceRequest>,
  ): Promise<FastifyReply> {
    const stored: string[] = [];
    try {
      return await answerWrite(ctx, req, reply, {
        hashOf: { ...form.input, files: form.uploaded.map((f) => sha256Of(f.bytes)) },
        status: form.status,
        run: (tx, me) =>
          fn(tx, me, async (id) => {
            for (const file of form.uploaded) {
              const saved = await files.upload(tx, ctx.storage, me, { ...file, owner: { type: form.ownerType, id } });
              stored.push(saved.storageKey);
            }
          }),
      });
    } catch (err) {
      await Promise.all(stored.map((key) => ctx.storage.remove(key)));
      throw err;
    }
  }

  return async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: { fileSize: FILE_MAX_BYTES, files: MAINTENANCE_MAX_FILES, fields: 10, parts: 16, fieldSize: FIELD_MAX_BYTES },
    });
    securedRoute(app, ctx, maintenanceApi.list, (tx, me, { query }) => service.list(tx, me, query));
    securedRoute(app, ctx, maintenanceApi.technicians, (tx) => listTechnicians(tx));
    securedRoute(app, ctx, maintenanceApi.details, (tx, me, { params }) => service.details(tx, me, params.id));
    securedRoute(app, ctx, maintenanceApi.status, (tx, me, { params, body }) => service.setStatus(tx, me, params.id, body.status));

    rawRoute(
      app,
      ctx,
      maintenanceApi.create,
      async (req, reply) => {
        // The caller's role is checked before this runs (rawRoute): a technician's 403 reads no upload.
        const { input, files: uploaded } = await readFilesForm(
          req,
          maintenanceInputSchema,
          maintenanceAttachmentTypes,
          'Attach photos or PDF files',
        );
        const form = { status: 201, ownerType: ATTACHMENT_OWNER, input, uploaded };
        return withUploads(req, reply, form, (tx, me, store) => service.createRequest(tx, me, input, store));
      },
      uploads,
    );

    rawRoute(
      app,
      ctx,
      maintenanceApi.complete,
      async (req, reply) => {
        const { id } = req.params as { id: string };
        // Not found, not theirs or already done: answered before the photos are read (a resend
        // with an Idempotency-Key of a completion that was done gets its first answer instead).
        const resent = idempotencyKeyOf(req) !== null;
        await asUser(ctx, req, async (tx, me) => {
          const current = await service.mustFind(tx, me, id);
          service.mustWork(me, current);
          if (current.row.status === MAINTENANCE_STATUS.done && !resent) throw service.requestIsDone();
        });
        const { input, files: photos } = await readFilesForm(req, maintenanceCompleteSchema, maintenancePhotoTypes, 'Attach photos');
        const form = { status: 200, ownerType: COMPLETION_OWNER, input, uploaded: photos };
        return withUploads(req, reply, form, (tx, me, store) => service.complete(tx, me, id, input.notes, store));
      },
      uploads,
    );
  };
}
