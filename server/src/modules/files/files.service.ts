import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { allowedFileTypes, type StoredFile } from '@contract/files';
import { hasForbiddenCharacters } from '@contract/text';
import type { Tx } from '../../db/tenant-tx';
import { AppError, notFound } from '../../lib/app-error';
import type { Storage } from '../../lib/storage';
import type { UserRow } from '../users/users.repository';
import { findFile, insertFile, type FileRow } from './files.repository';

const toDto = (row: FileRow): StoredFile => ({
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

/**
 * Keeps an upload whose bytes are of an allowed type (the name and the browser's claimed type
 * are not trusted). The bytes are written first under a new key; if the row cannot be written
 * the transaction fails and the orphan is removed.
 */
export async function upload(tx: Tx, storage: Storage, me: UserRow, input: { name: string; bytes: Buffer }): Promise<StoredFile> {
  const detected = await fileTypeFromBuffer(input.bytes);
  if (!detected || !(allowedFileTypes as readonly string[]).includes(detected.mime)) {
    throw new AppError('unsupported_media_type', 'This type of file is not accepted. Upload a photo, a PDF, or a Word or Excel document.');
  }
  const key = `${me.tenantId}/${randomUUID()}`;
  await storage.put(key, input.bytes);
  try {
    const row = await insertFile(tx, {
      tenantId: me.tenantId,
      name: cleanFileName(input.name),
      type: detected.mime,
      size: input.bytes.length,
      storageKey: key,
      uploadedBy: me.id,
    });
    return toDto(row);
  } catch (err) {
    await storage.remove(key);
    throw err;
  }
}

export async function find(tx: Tx, id: string): Promise<FileRow> {
  const row = await findFile(tx, id);
  if (!row) throw notFound('File');
  return row;
}
