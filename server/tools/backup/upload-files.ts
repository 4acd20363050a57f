import { readdir, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';

export type UploadFiles = { paths: string[]; bytes: number };

/** Every file below the upload directory (paths relative to it); none when it does not exist. */
export async function listUploadFiles(uploadDir: string): Promise<UploadFiles> {
  let entries;
  try {
    entries = await readdir(uploadDir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { paths: [], bytes: 0 };
    throw error;
  }
  const paths: string[] = [];
  let bytes = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    paths.push(relative(uploadDir, path));
    bytes += (await stat(path)).size;
  }
  return { paths: paths.sort(), bytes };
}

/** True when the directory is missing or holds nothing. */
export async function isEmptyDirectory(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}
