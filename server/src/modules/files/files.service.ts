import { randomUUID } from 'node:crypto';
import { allowedFileTypes, type StoredFile } from '@contract/files';
import { hasForbiddenCharacters } from '@contract/text';
import type { Tx } from '../../db/tenant-tx';
import { AppError, notFound } from '../../lib/app-error';
import type { Storage } from '../../lib/storage';
import type { UserRow } from '../users/users.repository';
import { maySeeFile } from './file-owners';
import { findFile, insertFile, listOwnedFiles, type FileRow } from './files.repository';

export const toFileDto = (row: FileRow): StoredFile => ({
  id: row.id,
  name: row.name,
  type: row.type,
  size: row.size,
  created_at: row.createdAt.toISOString(),
});

/** A client's file name is only a label: no path, no control or direction characters, 200 at most. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((ch) => !hasForbiddenCharacters(ch))
    .join('')
    .trim()
    .slice(0, 200);
  return clean || 'file';
}

const ANY_ACCEPTED = 'This type of file is not accepted. Upload a photo, a PDF, or a Word or Excel document.';

/**
 * The type of an upload, from its bytes (the name and the browser's claimed type are not
 * trusted): one of `accept`, or a 415 with `message`. Checked before any transaction opens.
 */
export async function acceptedType(bytes: Buffer, accept: readonly string[] = allowedFileTypes, message = ANY_ACCEPTED): Promise<string> {
  // Loaded on the first upload, not at start (ADR 0028).
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !accept.includes(detected.mime)) throw new AppError('unsupported_media_type', message);
  return detected.mime;
}

/**
 * Keeps an upload whose bytes are of an allowed type, optionally attached to a record at once.
 * The bytes are written first under a new key; if the row cannot be written the orphan is
 * removed. A caller whose transaction may still fail afterwards removes `storageKey` itself.
 */
export async function upload(
  tx: Tx,
  storage: Storage,
  me: UserRow,
  input: { name: string; bytes: Buffer; type?: string; owner?: { type: string; id: string } },
): Promise<StoredFile & { storageKey: string }> {
  const type = input.type ?? (await acceptedType(input.bytes));
  const key = `${me.tenantId}/${randomUUID()}`;
  await storage.put(key, input.bytes);
  try {
    const row = await insertFile(tx, {
      tenantId: me.tenantId,
      ownerType: input.owner?.type ?? null,
      ownerId: input.owner?.id ?? null,
      name: cleanFileName(input.name),
      type,
      size: input.bytes.length,
      storageKey: key,
      uploadedBy: me.id,
    });
    return { ...toFileDto(row), storageKey: key };
  } catch (err) {
    await storage.remove(key);
    throw err;
  }
}

/** The files attached to a record, oldest first. */
export async function filesOf(tx: Tx, ownerType: string, ownerId: string): Promise<StoredFile[]> {
  return (await listOwnedFiles(tx, ownerType, ownerId)).map(toFileDto);
}

/** A file `me` may see: its record's visibility decides (file-owners.ts); any other is a 404, like a missing one. */
export async function find(tx: Tx, me: UserRow, id: string): Promise<FileRow> {
  const row = await findFile(tx, id);
  if (!row || !(await maySeeFile(tx, me, row))) throw notFound('File');
  return row;
}
