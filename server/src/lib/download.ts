import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** `attachment`, with an ASCII fallback and the real (maybe Arabic) name per RFC 6266/5987. */
const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Bytes the browser saves as a file: never rendered in our origin, its type pinned. */
export function sendAttachment(reply: FastifyReply, file: { name: string; type: string; body: Buffer | Readable }) {
  return reply
    .header('content-type', file.type)
    .header('content-disposition', disposition(file.name))
    .header('x-content-type-options', 'nosniff')
    .send(file.body);
}
