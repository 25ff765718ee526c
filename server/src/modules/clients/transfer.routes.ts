import { PassThrough } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientTransferApi, IMPORT_MAX_BYTES, type ClientExportRequest } from '@contract/client-transfer';
import { idParamsSchema, type EndpointInput } from '@contract/endpoint';
import type { AppContext } from '../../context';
import { fieldError } from '../../lib/app-error';
import { sendAttachment } from '../../lib/download';
import { rawRoute, securedRoute } from '../../lib/route';
import { contentTypeOf, type Sheet } from '../../lib/sheets';
import type { SheetFormat } from '@contract/client-transfer';
import { asUser } from '../../plugins/auth';
import { clientExportFile, findClientExport, startClientExport } from './export.service';
import { writeProblemFile } from './import-problems';
import { analyze, importClients, preview, readImportSheet } from './import.service';

/**
 * The import's sheet, received and parsed outside any transaction: a slow upload holds no
 * connection, and a parse takes seconds in a job's worker thread, while a connection held idle
 * in a transaction meanwhile is one of the pool's few that every other request waits for. The
 * caller's access was checked before (rawRoute: a 403 reads no upload, parses nothing); the rows
 * are then judged and written in a transaction of their own.
 */
async function sheetOf(req: FastifyRequest): Promise<Sheet> {
  return (await uploadOf(req)).sheet;
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The upload read, with its format (by its bytes, as the reader tells them) and its name without the extension. */
async function uploadOf(req: FastifyRequest): Promise<{ sheet: Sheet; format: SheetFormat; name: string }> {
  const part = await req.file();
  if (!part) throw fieldError('file', 'Choose a CSV or Excel file to import');
  const bytes = await part.toBuffer();
  const sheet = await readImportSheet(bytes);
  // The name is only echoed in the download's own name (download.ts encodes it): no path, no control characters.
  const plain = [...(part.filename ?? '').replace(/\.[^.]*$/, '')].filter((ch) => ch >= ' ' && ch !== '\u007f' && !'/\\'.includes(ch));
  const name = plain.join('').slice(0, 100) || 'clients';
  return { sheet, format: bytes.subarray(0, 4).equals(ZIP_MAGIC) ? 'xlsx' : 'csv', name };
}

type QueryOf<E extends keyof typeof clientTransferApi> = EndpointInput<(typeof clientTransferApi)[E]>['query'];

/**
 * Import and export answer the raw request: imports are multipart, an export is queued for
 * the background runner (reports/export-runner.ts) and its file is bytes. All are declared
 * in the contract like every other call.
 */
export function routes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
    const upload = { consumes: ['multipart/form-data'], moreErrors: [413, 415] };

    rawRoute(
      app,
      ctx,
      clientTransferApi.importPreview,
      async (req, reply) => {
        const { kind } = req.query as QueryOf<'importPreview'>;
        const sheet = await sheetOf(req);
        return reply.send(await asUser(ctx, req, (tx) => preview(tx, sheet, kind)));
      },
      upload,
    );

    rawRoute(
      app,
      ctx,
      clientTransferApi.importProblems,
      async (req, reply) => {
        const { kind, format, lang, rows } = req.query as QueryOf<'importProblems'>;
        const file = await uploadOf(req);
        // Judged in a transaction; written after it, straight into the answer a batch at a time.
        const analysis = await asUser(ctx, req, (tx) => analyze(tx, file.sheet, kind));
        const as = format ?? file.format;
        const out = new PassThrough();
        writeProblemFile(out, file.sheet, analysis, { format: as, lang, rows }).catch((err: Error) => out.destroy(err));
        const name = `${file.name}-${lang === 'ar' ? 'مشكلات' : 'problems'}.${as}`;
        return sendAttachment(reply, { name, type: contentTypeOf[as], body: out });
      },
      upload,
    );

    rawRoute(
      app,
      ctx,
      clientTransferApi.import,
      async (req, reply) => {
        const { kind, on_duplicate } = req.query as QueryOf<'import'>;
        const sheet = await sheetOf(req);
        return reply.send(await asUser(ctx, req, (tx, me) => importClients(tx, me, sheet, kind, on_duplicate)));
      },
      upload,
    );

    rawRoute(app, ctx, clientTransferApi.exportStart, async (req, reply) => {
      // Validated (and defaulted) against the endpoint's body schema before the handler runs.
      const body = req.body as ClientExportRequest;
      const { started, tenantId } = await asUser(ctx, req, async (tx, me) => ({
        started: await startClientExport(tx, me, body),
        tenantId: me.tenantId,
      }));
      // After the commit: the runner's own transaction must see the new row.
      app.reportExports.kick(tenantId);
      return reply.status(202).send(started);
    });
    securedRoute(app, ctx, clientTransferApi.exportStatus, (tx, me, { params }) => findClientExport(tx, me, params.id));

    // The file is bytes, not JSON: answered from the raw request, outside the transaction.
    rawRoute(app, ctx, clientTransferApi.exportFile, async (req, reply) => {
      const { id } = idParamsSchema.parse(req.params);
      const file = await asUser(ctx, req, (tx, me) => clientExportFile(tx, me, id));
      return sendAttachment(reply, { name: file.name, type: contentTypeOf[file.format], body: ctx.storage.read(file.key) });
    });
  };
}
