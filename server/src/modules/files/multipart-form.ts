import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { allowedFileTypes } from '@contract/files';
import { AppError, fieldError } from '../../lib/app-error';
import { acceptedType } from './files.service';

/** Multipart text fields are short: the longest (a call's summary) is 2,000 characters. */
export const FIELD_MAX_BYTES = 16 * 1024;

export interface FormFile {
  name: string;
  bytes: Buffer;
  type: string;
}

/**
 * A multipart form's text fields, checked with `schema` like a JSON body (the same 400 with
 * field names), and its one `file` part, its type checked from its bytes. Read before the
 * transaction opens: a slow upload from the field holds no database connection. The route
 * registers @fastify/multipart with its size limits (a bigger file is a 413).
 */
export async function readMultipartForm<S extends z.ZodType>(
  req: FastifyRequest,
  schema: S,
  rule: { file: 'required' | 'optional'; types?: readonly string[]; typeMessage?: string; missing?: string },
): Promise<{ input: z.infer<S>; file: FormFile | null }> {
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | null = null;
  if (!req.isMultipart()) throw new AppError('unsupported_media_type', 'Send the form as multipart/form-data');
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file' && bytes.length > 0) file = { name: part.filename, bytes };
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
  if (!file) {
    if (rule.file === 'required') throw fieldError('file', rule.missing ?? 'Attach the file');
    return { input: parsed.data, file: null };
  }
  const type = await acceptedType(file.bytes, rule.types ?? allowedFileTypes, rule.typeMessage);
  return { input: parsed.data, file: { ...file, type } };
}
