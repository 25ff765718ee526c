import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';

/**
 * Where file bytes live. Keys are made by the server (never a client's file name), so a key
 * can be joined to a folder safely. Local disk now; an object store later implements the same.
 */
export interface Storage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** A new file written as it is made (an export of 100,000 rows never sits in memory whole). */
  create(key: string): Promise<Writable>;
  read(key: string): Readable;
  remove(key: string): Promise<void>;
}

/** The uploads of a server whose data lives in `dataDir` (the demo seed writes its receipts there too). */
export const uploadsStorage = (dataDir: string): Storage => localDiskStorage(path.join(dataDir, 'uploads'));

export function localDiskStorage(root: string): Storage {
  const at = (key: string) => {
    if (!/^[0-9a-f-]{36}\/[0-9a-f-]{36}$/.test(key)) throw new Error('invalid storage key');
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      await mkdir(path.dirname(at(key)), { recursive: true });
      await writeFile(at(key), bytes, { flag: 'wx' });
    },
    async create(key) {
      await mkdir(path.dirname(at(key)), { recursive: true });
      return createWriteStream(at(key), { flags: 'wx' });
    },
    read: (key) => createReadStream(at(key)),
    remove: (key) => rm(at(key), { force: true }),
  };
}
