import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { FILE_MAX_BYTES, filesApi } from '@contract/files';
import { idParamsSchema } from '@contract/endpoint';
import type { AppContext } from '../../context';
import { fieldError } from '../../lib/app-error';
import { sendAttachment } from '../../lib/download';
import { rawRoute } from '../../lib/route';
import { asUser } from '../../plugins/auth';
import * as files from './files.service';

/**
 * Both routes are declared from the contract but answer the raw request: the upload is read
 * before the transaction opens (a slow phone must not hold a database connection), and the
 * download is bytes, not JSON.
 */
export function routes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // One file a request; past the size limit the part's toBuffer() throws a 413.
    await app.register(multipart, { limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

    rawRoute(
      app,
      ctx,
      filesApi.upload,
      async (req, reply) => {
        const part = await req.file();
        if (!part) throw fieldError('file', 'Choose a file to upload');
        const bytes = await part.toBuffer();
        const { storageKey: _key, ...stored } = await asUser(ctx, req, (tx, me) =>
          files.upload(tx, ctx.storage, me, { name: part.filename, bytes }),
        );
        return reply.status(201).send(stored);
      },
      { consumes: ['multipart/form-data'], moreErrors: [413, 415] },
    );

    rawRoute(app, ctx, filesApi.download, async (req, reply) => {
      const { id } = idParamsSchema.parse(req.params);
      const row = await asUser(ctx, req, (tx, me) => files.find(tx, me, id));
      return sendAttachment(reply, { name: row.name, type: row.type, body: ctx.storage.read(row.storageKey) });
    });
  };
}
