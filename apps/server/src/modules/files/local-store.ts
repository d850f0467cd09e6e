import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, FileStore, StoredFile } from './file-store';
import { contentTypeOfKey } from './sniff';

/**
 * Files on local disk, one per key in `dir` (DATA_DIR/uploads). A file is written under a temporary name in
 * `dir/.incoming` and renamed into place once complete, so a reader never sees half a file and a failed write leaves
 * only a temporary file, deleted at once.
 */
export class LocalFileStore implements FileStore {
  private readonly incoming: string;

  constructor(private readonly dir: string) {
    this.incoming = path.join(dir, '.incoming');
  }

  async put(key: string, body: Readable, _contentType: string): Promise<{ size: number }> {
    // Made on first use, not at start-up: a server that never receives an upload needs no writable DATA_DIR.
    await mkdir(this.incoming, { recursive: true });
    const partial = path.join(this.incoming, `${randomUUID()}.part`);
    const out = createWriteStream(partial, { flags: 'wx' });
    try {
      await pipeline(body, out);
      await rename(partial, this.pathOf(key));
      return { size: out.bytesWritten };
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredFile | null> {
    const file = this.pathOf(key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return { body: createReadStream(file, range), contentType: contentTypeOfKey(key), size: info.size };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(): AsyncIterable<{ key: string; modifiedAt: Date }> {
    const entries = await readdir(this.dir, { withFileTypes: true }).catch((error: unknown) => {
      if (isNotFound(error)) return [];
      throw error;
    });
    for (const entry of entries) {
      if (!entry.isFile()) continue; // .incoming and anything else that is not a stored file
      const info = await stat(path.join(this.dir, entry.name)).catch(() => null);
      if (info) yield { key: entry.name, modifiedAt: info.mtime };
    }
  }

  private pathOf(key: string): string {
    return path.join(this.dir, path.basename(key));
  }
}

const isNotFound = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  (error.code === 'ENOENT' || error.code === 'ENOTDIR');
