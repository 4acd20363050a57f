import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Uploaded files (photos, documents) outside the web root, under random names. */
export type FileStore = {
  /** Stores the bytes under a new random key and returns the key. */
  put: (bytes: Uint8Array) => Promise<string>;
  /** The bytes of a key, or null when there is no such file. */
  read: (key: string) => Promise<Buffer | null>;
  /** Removes a file; a missing file is not an error. */
  remove: (key: string) => Promise<void>;
};

// 128 random bits as hex: nothing of the client's file name reaches the disk.
const KEY_PATTERN = /^[0-9a-f]{32}$/;

/** True for keys this store hands out; anything else (paths, dots) is refused. */
export function isFileKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** A store in `root`, sharded by the first two characters of the key. */
export function createFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    if (!isFileKey(key)) throw new RangeError('not a file key');
    return join(root, key.slice(0, 2), key);
  };
  return {
    async put(bytes) {
      const key = randomBytes(16).toString('hex');
      const path = pathOf(key);
      await mkdir(join(root, key.slice(0, 2)), { recursive: true, mode: 0o700 });
      // wx: never overwrite; mode 0600: only the portal's user reads uploads.
      await writeFile(path, bytes, { flag: 'wx', mode: 0o600 });
      return key;
    },
    async read(key) {
      if (!isFileKey(key)) return null;
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      if (!isFileKey(key)) return;
      await rm(pathOf(key), { force: true });
    },
  };
}
