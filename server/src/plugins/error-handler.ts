import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

interface ValidationIssue { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } }

/** Turns schema issues into `{ fields: { name: message } }` so clients can mark each field. */
function fieldsOf(issues: ValidationIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const fromPath = issue.params?.issue?.path?.map(String).join('.');
    const name = fromPath || issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') || 'body';
    fields[name] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

/** One error body for the whole API: `{ code, message, details? }`. 5xx never leaks internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send({ code: err.code, message: err.message, details: err.details });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = fieldsOf(err.validation as ValidationIssue[]);
      const [first] = Object.entries(fields);
      const message = first ? `${first[0]}: ${first[1]}` : 'The request is not valid';
      return reply.status(400).send({ code: 'validation_failed', message, details: { fields } });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' });
    }
    if (status === 413) return reply.status(413).send({ code: 'payload_too_large', message: 'The request is too large' });
    if (status === 415) return reply.status(415).send({ code: 'unsupported_media_type', message: 'Unsupported content type' });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: 'validation_failed', message: err.message });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ code: 'internal', message: 'Something went wrong on our side. Please try again.' });
  });

  app.setNotFoundHandler((req, reply) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !req.url.startsWith('/api');
    if (isPage && app.webNotFound) return app.webNotFound(req, reply);
    return reply.status(404).send({ code: 'not_found', message: `No route ${req.method} ${req.url.split('?')[0]}` });
  });
}
