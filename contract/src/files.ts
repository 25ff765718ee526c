import { z } from 'zod';

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
