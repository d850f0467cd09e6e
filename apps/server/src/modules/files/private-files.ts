import { Readable } from 'node:stream';
import path from 'node:path';
import type { Config } from '../../config/env';
import type { FileStore, StoredFile } from './file-store';
import { LocalFileStore } from './local-store';
import { S3FileStore, s3Client } from './s3-store';

/** A private file's key: a name of ours, never an upload's (a UUID and an extension), so the uploads' sweep skips it. */
const PRIVATE_KEY = /^[a-z][a-z-]*-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;

/**
 * Files the server makes for one person and serves only through a route that checks who asks (a person's data
 * archive, decision 0043). They sit beside the uploads but apart from them: under `private/` in the bucket, or in
 * DATA_DIR/private on disk. GET /api/files/{key} serves recorded uploads only, and the orphan sweep looks only at
 * upload keys, so neither ever reaches these; their owner deletes them.
 */
export class PrivateFiles {
  constructor(
    private readonly store: FileStore,
    private readonly prefix: string,
  ) {}

  static isKey(key: string): boolean {
    return PRIVATE_KEY.test(key);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.store.put(this.keyOf(key), Readable.from([bytes]), contentType);
  }

  get(key: string): Promise<StoredFile | null> {
    return this.store.get(this.keyOf(key));
  }

  delete(key: string): Promise<void> {
    return this.store.delete(this.keyOf(key));
  }

  private keyOf(key: string): string {
    if (!PrivateFiles.isKey(key)) throw new Error(`not a private file key: '${key}'`);
    return `${this.prefix}${key}`;
  }
}

/** The bucket of the uploads under `private/` when S3_BUCKET is set; otherwise DATA_DIR/private. */
export function createPrivateFiles(config: Config): PrivateFiles {
  if (config.S3_BUCKET) {
    const store = new S3FileStore(s3Client({ ...config, S3_BUCKET: config.S3_BUCKET }), config.S3_BUCKET);
    return new PrivateFiles(store, 'private/');
  }
  return new PrivateFiles(new LocalFileStore(path.resolve(config.DATA_DIR, 'private')), '');
}
