import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@contract/api-paths';
import { FILE_MAX_BYTES, fileSchema } from '@contract/files';
import type { AppContext } from '../../context';
import { fieldError } from '../../lib/app-error';
import { errorReplies } from '../../lib/route-docs';
import { asUser } from '../../plugins/auth';
import * as files from './files.service';

const tags = ['files'];
const signedIn = { access: 'signedIn' as const };

/** `attachment`, with an ASCII fallback and the real (maybe Arabic) name per RFC 6266/5987. */
const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export function fileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // One file a request; past the size limit the part's toBuffer() throws a 413.
    await app.register(multipart, { limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

    app.post(
      `/${apiPaths.uploads}`,
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Upload one file (multipart field "file"; type checked by its bytes; 10 MiB at most)',
          consumes: ['multipart/form-data'],
          response: { 201: fileSchema, 413: errorReplies[400], 415: errorReplies[400], ...errorReplies },
        },
      },
      async (req, reply) => {
        const part = await req.file();
        if (!part) throw fieldError('file', 'Choose a file to upload');
        const bytes = await part.toBuffer();
        const stored = await asUser(ctx, req, (tx, me) => files.upload(tx, ctx.storage, me, { name: part.filename, bytes }));
        return reply.status(201).send(stored);
      },
    );

    app.get(
      `/${apiPaths.file(':id')}`,
      {
        config: signedIn,
        schema: { tags, summary: "Download a file of the caller's company (always as an attachment)", params: z.object({ id: z.uuid() }) },
      },
      async (req, reply) => {
        const row = await asUser(ctx, req, (tx) => files.find(tx, req.params.id));
        // Never rendered in our origin: a file is downloaded, with its type pinned.
        return reply
          .header('content-type', row.type)
          .header('content-disposition', attachment(row.name))
          .header('x-content-type-options', 'nosniff')
          .send(ctx.storage.read(row.storageKey));
      },
    );
  };
}
