import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  fileUrl,
  isUploadPurpose,
  UPLOAD_MESSAGES,
  UPLOAD_RULES,
  type UploadedFile,
  type UploadPurpose,
} from '@eazy2con/shared/uploads';
import { AppError } from '../../lib/app-error';
import { requireRole } from '../accounts/guard';
import type { MentorViewer, Viewer } from '../accounts/viewer';
import type { ByteRange, FileStore, StoredFile } from './file-store';
import type { FilesRepo, UploadRow } from './files.repo';
import { sweepOrphanFiles } from './files-sweep';
import { SNIFF_BYTES, sniffType } from './sniff';

const HOUR = 60 * 60 * 1000;
/** An upload no course or profile took within a day is removed (issue 11). */
export const UNATTACHED_UPLOAD_KEEP_MS = 24 * HOUR;
/** How often each instance looks for them; deleting is idempotent, so instances may overlap. */
export const UPLOAD_PURGE_INTERVAL_MS = HOUR;

export const FILE_NOT_FOUND = 'File does not exist';
export const FILE_NOT_YOURS = 'You can only use files you uploaded';
export const FILE_WRONG_PURPOSE = 'This file was uploaded for something else';

/** Why an upload was refused, for the transport's status (413, 415, 400). */
export type UploadRefusal = 'too-large' | 'wrong-type' | 'bad-request' | 'interrupted';

const refused = (reason: UploadRefusal, message: string) => new AppError('BAD_USER_INPUT', message, { upload: reason });

export const refusalOf = (error: AppError): UploadRefusal | null => {
  const reason = error.details?.upload;
  return reason === 'too-large' || reason === 'wrong-type' || reason === 'bad-request' || reason === 'interrupted'
    ? reason
    : null;
};

/** A key as made by upload(): a UUID and an extension. Anything else (a path, a guess) is not looked up at all. */
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;
export const isValidKey = (key: string) => KEY.test(key);

export interface FilesDeps {
  repo: FilesRepo;
  store: FileStore;
  log: FastifyBaseLogger;
}

/** Uploads: who may send them, what they may be, where they go, and when they are removed. */
export class FilesService {
  constructor(private readonly deps: FilesDeps) {}

  /** Only a mentor (an accepted record, or an admin) uploads: 401 signed out, 403 without one. */
  async uploaderOf(viewer: Viewer): Promise<MentorViewer> {
    return requireRole({ viewer: () => Promise.resolve(viewer) }, 'mentor');
  }

  /**
   * Stores one uploaded file for `ownerMentorId`. The type comes from the file's first bytes; the size is counted as
   * the bytes arrive, and the upload is cut off (nothing kept) as soon as it passes the purpose's limit. The row is
   * written only once the whole file is stored.
   */
  async upload(ownerMentorId: string, purpose: unknown, content: Readable): Promise<UploadedFile> {
    if (!isUploadPurpose(purpose)) {
      content.destroy();
      throw refused('bad-request', UPLOAD_MESSAGES.unknownPurpose);
    }
    const rule = UPLOAD_RULES[purpose];
    const reader = new CountingReader(content, rule.maxBytes, rule.tooLarge);
    try {
      const type = await sniffType(await reader.head(SNIFF_BYTES));
      if (!type || !rule.accepts(type.mime)) throw refused('wrong-type', rule.wrongType);
      const key = `${randomUUID()}.${type.ext}`;
      const { size } = await this.deps.store.put(key, reader.rest(), type.mime);
      let row: UploadRow;
      try {
        row = await this.deps.repo.insert({ key, ownerMentorId, purpose, contentType: type.mime, size });
      } catch (error) {
        await this.deps.store.delete(key);
        throw error;
      }
      return { key: row.key, url: fileUrl(row.key), contentType: row.contentType, size: row.size };
    } finally {
      reader.stop();
    }
  }

  /** The recorded upload under `key` (its type and size), or null. */
  async find(key: string): Promise<UploadRow | null> {
    return isValidKey(key) ? this.deps.repo.byKey(key) : null;
  }

  /** The stored file of a recorded upload (only `range` of it when given), served as the type recorded for it. */
  async read(row: UploadRow, range?: ByteRange): Promise<StoredFile | null> {
    const file = await this.deps.store.get(row.key, range);
    if (!file) {
      this.deps.log.warn({ key: row.key }, 'files: a recorded upload is missing from the store');
      return null;
    }
    return { body: file.body, contentType: row.contentType, size: file.size };
  }

  /**
   * Marks an upload as used by a course or profile, so the purge keeps it. Only its owner may attach it; with
   * `purposes`, only an upload made for one of them (a course image must have been checked as one).
   */
  async attach(key: string, ownerMentorId: string, purposes?: readonly UploadPurpose[]): Promise<UploadRow> {
    const row = isValidKey(key) ? await this.deps.repo.byKey(key) : null;
    if (!row) throw new AppError('NOT_FOUND', FILE_NOT_FOUND);
    if (row.ownerMentorId !== ownerMentorId) throw new AppError('FORBIDDEN', FILE_NOT_YOURS);
    if (purposes && !purposes.includes(row.purpose)) throw new AppError('BAD_USER_INPUT', FILE_WRONG_PURPOSE);
    // Purged between the read and now (it was a day old and unattached): gone.
    const attached = await this.deps.repo.markAttached(key, ownerMentorId, new Date());
    if (!attached) throw new AppError('NOT_FOUND', FILE_NOT_FOUND);
    return attached;
  }

  /** Removes a file and its row (a course or profile replaced or deleted it). Answers whether there was one. */
  async release(key: string): Promise<boolean> {
    if (!isValidKey(key)) return false;
    const row = await this.deps.repo.deleteByKey(key);
    await this.deps.store.delete(key);
    return row !== null;
  }

  /** Removes uploads left unattached for a day; answers how many. A file that fails to delete is logged. */
  async purgeUnattached(now = new Date()): Promise<number> {
    const keys = await this.deps.repo.deleteUnattachedBefore(new Date(now.getTime() - UNATTACHED_UPLOAD_KEEP_MS));
    for (const key of keys) {
      await this.deps.store
        .delete(key)
        .catch((error: unknown) =>
          this.deps.log.error({ err: error, key }, 'files: could not delete an unattached upload'),
        );
    }
    if (keys.length > 0) this.deps.log.info({ purged: keys.length }, 'files: unattached uploads removed');
    return keys.length;
  }

  /** Removes stored files no row points at (a deleted mentor's, a crashed upload's) once past the grace period. */
  sweepOrphans(now = new Date()): Promise<number> {
    return sweepOrphanFiles(this.deps, isValidKey, now);
  }
}

/**
 * Reads an upload's bytes once: first a head to sniff, then the rest as a stream that includes the head. Every
 * byte is counted as it arrives; one past the limit fails the stream at once (the store then drops what it has),
 * and stop() stops reading the source, so the rest of an oversize upload is never read.
 */
class CountingReader {
  private readonly source: AsyncIterator<unknown>;
  private readonly buffered: Buffer[] = [];
  private total = 0;

  constructor(
    private readonly content: Readable,
    private readonly maxBytes: number,
    private readonly tooLarge: string,
  ) {
    this.source = content[Symbol.asyncIterator]();
  }

  async head(bytes: number): Promise<Buffer> {
    let length = 0;
    while (length < bytes) {
      const chunk = await this.next();
      if (!chunk) break;
      this.buffered.push(chunk);
      length += chunk.length;
    }
    return Buffer.concat(this.buffered);
  }

  rest(): Readable {
    const buffered = this.buffered.splice(0);
    const next = () => this.next();
    return Readable.from(
      (async function* () {
        yield* buffered;
        for (let chunk = await next(); chunk; chunk = await next()) yield chunk;
      })(),
      { objectMode: false },
    );
  }

  stop(): void {
    this.content.destroy();
  }

  private async next(): Promise<Buffer | null> {
    let result: IteratorResult<unknown>;
    try {
      result = await this.source.next();
    } catch (error) {
      throw sourceFailure(error, this.tooLarge);
    }
    if (result.done) return null;
    const chunk = Buffer.isBuffer(result.value) ? result.value : Buffer.from(String(result.value));
    this.total += chunk.length;
    if (this.total > this.maxBytes) throw refused('too-large', this.tooLarge);
    return chunk;
  }
}

/** The transport's own cap (@fastify/multipart's fileSize) reads as too large; any other failure as a cut-off upload. */
function sourceFailure(error: unknown, tooLarge: string): AppError {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return refused('too-large', tooLarge);
  return refused('interrupted', UPLOAD_MESSAGES.interrupted);
}
