import { z } from 'zod';
import { endpoint, idParamsSchema } from './endpoint';

/** Uploads: one file a request, at most 10 MiB, of a type recognized by its bytes, not its name. */
export const FILE_MAX_BYTES = 10 * 1024 * 1024;

/** What people attach in the field: photos of receipts and shelves, PDFs, Office documents. */
export const allowedFileTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

export const fileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
  created_at: z.string(),
});
export type StoredFile = z.infer<typeof fileSchema>;

export const filesApi = {
  /** Multipart, one field `file`: the body is read by the route, not a JSON schema. */
  upload: endpoint({
    method: 'POST',
    path: 'uploads/',
    access: 'signedIn',
    tags: ['files'],
    summary: 'Upload one file (multipart field "file"; type checked by its bytes; 10 MiB at most)',
    reply: fileSchema,
    status: 201,
  }),
  /** The file's bytes, as an attachment: not JSON, so no reply schema. */
  download: endpoint({
    method: 'GET',
    path: 'files/:id',
    access: 'signedIn',
    tags: ['files'],
    summary: "Download a file of the caller's company (always as an attachment)",
    params: idParamsSchema,
    reply: undefined,
  }),
};
