import path from 'node:path';
import type { Config } from '../../config/env';
import type { FileStore } from './file-store';
import { LocalFileStore } from './local-store';
import { S3FileStore, s3Client } from './s3-store';

/** S3-compatible storage when S3_BUCKET is set; otherwise local disk under DATA_DIR/uploads. */
export function createFileStore(config: Config): FileStore {
  if (config.S3_BUCKET) return new S3FileStore(s3Client({ ...config, S3_BUCKET: config.S3_BUCKET }), config.S3_BUCKET);
  return new LocalFileStore(path.resolve(config.DATA_DIR, 'uploads'));
}
