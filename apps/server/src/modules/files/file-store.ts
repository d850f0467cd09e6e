import type { Readable } from 'node:stream';

/** A stored file, opened for reading. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  /** The whole file's size in bytes (also when only a range is read). */
  size: number;
}

/** Bytes `start` to `end`, both included, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files live: local disk (local-store.ts) or an S3-compatible bucket (s3-store.ts). Keys are made by
 * FilesService (validKey); the stores trust them.
 */
export interface FileStore {
  /**
   * Stores the whole of `body` under `key` and answers its size. When `body` fails (too large, cut off) the store
   * keeps nothing of it and rejects with the body's error.
   */
  put(key: string, body: Readable, contentType: string): Promise<{ size: number }>;
  /** The file (only `range` of it when given), or null when there is none under `key`. */
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** Removes the file; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored file's key and when it was last written (for the sweep of files no row points at). */
  list(): AsyncIterable<{ key: string; modifiedAt: Date }>;
}
