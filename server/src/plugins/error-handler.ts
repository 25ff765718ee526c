import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isApiRequest } from '../lib/api-request';
import { AppError } from '../lib/app-error';
import { isDatabaseBusy, isDatabaseUnavailable } from '../lib/db-errors';

/** What a caller is told when the database cannot answer now; the client may try again. */
const AWAY_MESSAGES = {
  unavailable: 'The service is briefly unavailable. Please try again in a moment.',
  busy: 'This is taking longer than it should. Please try again in a moment.',
};

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
}

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

/** PostgreSQL's class 22 (data exception: bad text, number out of range, …), however wrapped. */
function isDataException(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return true;
  }
  return false;
}

/** What the multipart parser (busboy) throws on a form that is cut short or has no boundary. */
const MALFORMED_MULTIPART = /^(Unexpected end of (multipart data|form)|Multipart: Boundary not found|Malformed part header)/;

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
    if (MALFORMED_MULTIPART.test(err.message ?? '')) {
      // The parser's own words for a cut-short or garbled form: the sender's fault, said plainly.
      return reply.status(400).send({ code: 'validation_failed', message: 'The form was cut short or malformed. Send it again.' });
    }
    if (isDataException(err)) {
      // A value the schemas let through but PostgreSQL refused: the caller's input, not our fault.
      req.log.warn({ err }, 'database refused a value');
      return reply.status(400).send({ code: 'validation_failed', message: 'A value in the request is not valid' });
    }
    // The database is restarting or out of reach, or it gave up on a lock held elsewhere or a
    // statement past its time (ADR 0035): say so at once rather than leave the caller waiting.
    const away = isDatabaseUnavailable(err) ? 'unavailable' : isDatabaseBusy(err) ? 'busy' : null;
    if (away) {
      req.log.warn({ err }, `database ${away}`);
      return reply.status(503).header('retry-after', '5').send({ code: 'unavailable', message: AWAY_MESSAGES[away] });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ code: 'internal', message: 'Something went wrong on our side. Please try again.' });
  });
}

/**
 * 404s: the site's page for a missing page, the error body for a missing API path. Probing
 * for API paths is counted per IP by the limiter's own onRequest hook (lib/rate-limits.ts),
 * ahead of the CSRF check and the body's parsing: a count here, as a preHandler, came too
 * late for a probe refused for its CSRF token or its body, and those were never counted.
 */
export function registerNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((req, reply) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !isApiRequest(req);
    if (isPage && app.webNotFound) return app.webNotFound(req, reply);
    return reply.status(404).send({ code: 'not_found', message: `No route ${req.method} ${req.url.split('?')[0]}` });
  });
}
