import type { FastifyBaseLogger } from 'fastify';
import type { FileStore } from './file-store';
import type { FilesRepo } from './files.repo';

const HOUR = 60 * 60 * 1000;
/**
 * A stored file no upload row points at is removed only once it is this old. A file is complete in the store a
 * moment before its row is written (files.service.ts), and S3 dates a multipart upload by when it started, so a
 * large upload can look hours old the moment it completes: a day leaves room for both.
 */
export const ORPHAN_FILE_GRACE_MS = 24 * HOUR;
/** How often the sweep lists the store: it reads every key, so not often. */
export const ORPHAN_SWEEP_INTERVAL_MS = 24 * HOUR;
/** Keys checked against the table per query. */
const BATCH = 500;

/**
 * Removes stored files that no upload row points at and that are older than the grace period: the files of a mentor
 * whose record was deleted (the rows go with it by the foreign key), or of an upload whose row was never written (a
 * crash between the store and the insert). Only keys that look like ours are considered (`isKey`). Answers how many
 * files it removed.
 */
export async function sweepOrphanFiles(
  deps: { repo: FilesRepo; store: FileStore; log: FastifyBaseLogger },
  isKey: (key: string) => boolean,
  now: Date,
): Promise<number> {
  const cutoff = now.getTime() - ORPHAN_FILE_GRACE_MS;
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    const known = await deps.repo.existingKeys(batch);
    for (const key of batch.filter((k) => !known.has(k))) {
      try {
        await deps.store.delete(key);
        removed++;
      } catch (error) {
        deps.log.error({ err: error, key }, 'files: could not delete an orphan file');
      }
    }
    batch = [];
  };
  for await (const file of deps.store.list()) {
    if (!isKey(file.key) || file.modifiedAt.getTime() >= cutoff) continue;
    batch.push(file.key);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  if (removed > 0) deps.log.info({ removed }, 'files: orphan files removed from the store');
  return removed;
}
