import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { acceptedType } from '../files/files.service';
import type { FormFile } from '../files/multipart-form';

/**
 * A multipart form with text fields and several `file` parts (a request's attachments, a
 * completion's photos): the fields checked with `schema` like a JSON body (a 400 naming them),
 * each file's type from its bytes (a 415 naming what is accepted). Read before the transaction
 * opens; the route's @fastify/multipart limits make a big file or a sixth file a 413.
 */
export async function readFilesForm<S extends z.ZodType>(
  req: FastifyRequest,
  schema: S,
  accept: readonly string[],
  typeMessage: string,
): Promise<{ input: z.infer<S>; files: FormFile[] }> {
  if (!req.isMultipart()) throw new AppError('unsupported_media_type', 'Send the form as multipart/form-data');
  const fields: Record<string, string> = {};
  const read: { name: string; bytes: Buffer }[] = [];
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      // A browser sends an empty part for a file input left empty.
      if (part.fieldname === 'file' && bytes.length > 0) read.push({ name: part.filename, bytes });
    } else {
      if (part.valueTruncated) throw new AppError('payload_too_large', `The field ${part.fieldname} is too long`);
      fields[part.fieldname] = String(part.value);
    }
  }
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const issues = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || 'body', i.message]));
    const [first] = Object.entries(issues);
    throw new AppError('validation_failed', first ? `${first[0]}: ${first[1]}` : 'The request is not valid', { fields: issues });
  }
  const files: FormFile[] = [];
  for (const f of read) files.push({ ...f, type: await acceptedType(f.bytes, accept, typeMessage) });
  return { input: parsed.data, files };
}
