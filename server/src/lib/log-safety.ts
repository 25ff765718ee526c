/**
 * What may reach the log. Errors from the database carry the statement's bound parameters
 * (password hashes, e-mails, tokens) in their message and in fields such as `params` and
 * `detail`; they are logged as the statement with its placeholders, the error code and the
 * constraint, never the values. Known secret fields are redacted wherever they appear.
 */

/** pino `redact` paths: headers that authenticate, and secret fields one or two levels deep. */
const SECRET_FIELDS = [
  'password',
  'new_password',
  'current_password',
  'passwordHash',
  'password_hash',
  'refresh',
  'access',
  'token',
  'codeHash',
  'code_hash',
];
/** Whether a field or route parameter of this name holds a secret (a path's `:token`, say). */
export const isSecretName = (name: string): boolean => SECRET_FIELDS.includes(name);

export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrftoken"]',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
];

interface ErrorLike {
  name?: string;
  message?: string;
  stack?: string;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  severity?: unknown;
  query?: unknown;
  params?: unknown;
  cause?: unknown;
  statusCode?: unknown;
}

const isDatabaseError = (e: ErrorLike) => typeof e.severity === 'string' && typeof e.code === 'string';
const isFailedQuery = (e: ErrorLike) => typeof e.query === 'string' && 'params' in e;

/** PostgreSQL quotes the offending value in its messages (`invalid input syntax for type uuid: "…"`). */
const withoutQuotedValues = (message: string) => message.replace(/"(?:[^"\\]|\\.)*"/g, '"…"');

function safeMessage(e: ErrorLike): string {
  const message = String(e.message ?? '');
  if (isFailedQuery(e)) return `Failed query: ${String(e.query)}`;
  if (isDatabaseError(e)) return withoutQuotedValues(message);
  return message;
}

/** The stack without its first line (which repeats the unsafe message), after the safe one. */
function safeStack(e: ErrorLike, message: string): string {
  if (!e.stack) return '';
  const frames = e.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${e.name ?? 'Error'}: ${message}`, ...frames].join('\n');
}

/** A log-safe copy of an error and up to three levels of causes. */
export interface SafeError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

export function safeError(err: unknown, depth = 0): SafeError {
  if (!err || typeof err !== 'object') return { type: typeof err, message: String(err), stack: '' };
  const e = err as ErrorLike;
  const message = safeMessage(e);
  const out: SafeError = { type: e.name ?? 'Error', message, stack: safeStack(e, message) };
  for (const key of ['code', 'constraint', 'table', 'column', 'routine', 'statusCode'] as const) {
    if (e[key] !== undefined) out[key] = e[key];
  }
  if (e.cause && depth < 3) out.cause = safeError(e.cause, depth + 1);
  return out;
}
