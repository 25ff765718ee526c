import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { FILE_MAX_BYTES, type StoredFile } from '@contract/files';
import { TASK_TYPE, taskCompletions, tasksApi, type Task, type TaskCompletion, type TaskType } from '@contract/tasks';
import type { AppContext } from '../../context';
import type { Endpoint } from '@contract/endpoint';
import { answerWrite, sha256Of } from '../../lib/idempotency';
import { rawRoute, securedRoute } from '../../lib/route';
import * as files from '../files/files.service';
import { FIELD_MAX_BYTES, readMultipartForm } from '../files/multipart-form';
import * as service from './tasks.service';

type Kind = keyof typeof taskCompletions;
type FieldsOf<K extends Kind> = z.infer<(typeof taskCompletions)[K]>;

/** Each document task: its call, its type, and what its completion records beside the file. */
const documentTasks = {
  missing_paper: { endpoint: tasksApi.completeMissing, type: TASK_TYPE.missingPaper },
  invoice: { endpoint: tasksApi.completeInvoice, type: TASK_TYPE.invoice },
  statement: { endpoint: tasksApi.completeStatement, type: TASK_TYPE.statement },
} as const satisfies Record<Kind, { endpoint: Endpoint; type: TaskType }>;

function completionOf<K extends Kind>(kind: K, input: FieldsOf<K>, file: StoredFile): TaskCompletion {
  if (kind === 'invoice') {
    const i = input as FieldsOf<'invoice'>;
    return { kind, invoice_number: i.invoice_number, amount: i.amount, invoice_date: i.invoice_date, file };
  }
  if (kind === 'statement') {
    const s = input as FieldsOf<'statement'>;
    return { kind, period_from: s.period_from, period_to: s.period_to, balance: s.balance, file };
  }
  return { kind: 'missing_paper', file };
}

export function routes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 10, parts: 11, fieldSize: FIELD_MAX_BYTES },
    });
    securedRoute(app, ctx, tasksApi.list, (tx, me, { query }) => service.list(tx, me, query), { cacheReply: true });
    securedRoute(app, ctx, tasksApi.create, (tx, me, { body }) => service.create(tx, me, body));
    securedRoute(app, ctx, tasksApi.details, (tx, me, { params }) => service.details(tx, me, params.id), { cacheReply: true });
    securedRoute(app, ctx, tasksApi.status, (tx, me, { params, body }) => service.setStatus(tx, me, params.id, body.status));

    /**
     * A document task's completion (multipart). The missing paper joins the client's files;
     * an invoice or a statement stays with its task. The stored bytes are removed again if
     * the transaction fails (a 409 for a task already done, say).
     */
    for (const [kind, { endpoint, type }] of Object.entries(documentTasks) as [Kind, (typeof documentTasks)[Kind]][]) {
      rawRoute(
        app,
        ctx,
        endpoint,
        async (req, reply) => {
          const { input, file } = await readMultipartForm(req, taskCompletions[kind], { file: 'required', missing: 'Attach the document' });
          const stored: string[] = [];
          try {
            return await answerWrite(ctx, req, reply, {
              hashOf: { ...input, file: sha256Of(file!.bytes) },
              status: 200,
              run: (tx, me): Promise<Task> =>
                service.complete(tx, me, input.task, type, async (current) => {
                  const owner =
                    kind === 'missing_paper' && current.row.clientId
                      ? { type: 'client', id: current.row.clientId }
                      : { type: 'task', id: current.row.id };
                  const saved = await files.upload(tx, ctx.storage, me, { ...file!, owner });
                  stored.push(saved.storageKey);
                  const { storageKey: _key, ...dto } = saved;
                  return completionOf(kind, input, dto);
                }),
            });
          } catch (err) {
            await Promise.all(stored.map((key) => ctx.storage.remove(key)));
            throw err;
          }
        },
        { consumes: ['multipart/form-data'], moreErrors: [413, 415] },
      );
    }
  };
}
