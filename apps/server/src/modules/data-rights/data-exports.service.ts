import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { DATA_EXPORT_KEEP_DAYS, dataExportPath } from '@eazy2con/shared/validation/data-rights';
import { hashSecret, newLinkToken } from '../../lib/confirmation-secrets';
import type { StoredFile } from '../files/file-store';
import type { PrivateFiles } from '../files/private-files';
import type { MailService } from '../mail/mail.service';
import { buildArchive } from './archive';
import type { DataRightsRepo } from './data-rights.repo';
import type { DataExportRow } from './data-rights.schema';
import type { AllOwners } from './personal-data-owners';

const DAY = 86_400_000;
/** How often the job looks for requests to build and archives to delete. */
export const DATA_EXPORTS_EVERY_MS = 60_000;
/** A build that failed this many times is given up (FAILED), so one bad row cannot hold the queue for ever. */
const MAX_ATTEMPTS = 3;
/** Archives built per run; the rest wait for the next minute. */
const BUILDS_PER_RUN = 5;
/** How many of an account's requests its list shows. */
export const DATA_EXPORTS_LISTED = 20;

export interface DataExportsDeps {
  repo: DataRightsRepo;
  owners: AllOwners;
  files: PrivateFiles;
  mail: Pick<MailService, 'send'>;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Makes the building job due now on whichever instance polls first (the job runs once across instances). */
  buildSoon?: () => Promise<void>;
  now?: () => Date;
}

/** What a person is told of one of their requests. */
export interface DataExportView {
  id: string;
  status: DataExportRow['status'];
  requestedAt: Date;
  readyAt: Date | null;
  expiresAt: Date | null;
}

const view = (row: DataExportRow): DataExportView => ({
  id: row.id,
  status: row.status,
  requestedAt: row.requestedAt,
  readyAt: row.readyAt,
  expiresAt: row.expiresAt,
});

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * "Download my data" (issue 35, decision 0043): a request row, a job that builds the archive from every module's
 * personal-data owner and mails its link, the download for the signed-in owner holding the link's token, and the
 * deletion of archives a week after they are ready.
 */
export class DataExportsService {
  private readonly now: () => Date;

  constructor(private readonly deps: DataExportsDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** A new request, or the one already waiting. `person.email` is the account's confirmed e-mail. */
  async request(person: { userId: string; email: string }): Promise<DataExportView> {
    const row = await this.deps.repo.pendingOrNew(person.userId, person.email);
    // Built within seconds rather than at the next minute's run; a failure to hurry only means waiting for it.
    await this.deps
      .buildSoon?.()
      .catch((error: unknown) => this.deps.log.warn({ err: error }, 'data exports: no kick'));
    return view(row);
  }

  async list(userId: string): Promise<DataExportView[]> {
    return (await this.deps.repo.listByUser(userId, DATA_EXPORTS_LISTED)).map(view);
  }

  /**
   * The archive for the signed-in account `userId` holding `token`; null for anything else (another account's
   * request, a wrong token, an expired or missing archive), which the route answers as a missing file.
   */
  async download(userId: string, id: string, token: string): Promise<StoredFile | null> {
    const row = await this.deps.repo.byId(id);
    if (!row || row.userId !== userId || row.status !== 'READY' || !row.fileKey || !row.tokenHash) return null;
    if (!sameHash(row.tokenHash, hashSecret(token))) return null;
    if (!row.expiresAt || row.expiresAt <= this.now()) return null;
    return this.deps.files.get(row.fileKey);
  }

  /** The job: deletes expired archives, then builds a few waiting requests. */
  async run(): Promise<{ built: number; expired: number }> {
    const expired = await this.expire();
    let built = 0;
    while (built < BUILDS_PER_RUN && (await this.buildNext())) built++;
    return { built, expired };
  }

  /** Ready archives past their week: the row turns EXPIRED and the file is deleted. */
  async expire(): Promise<number> {
    const keys = await this.deps.repo.expireBefore(this.now());
    for (const key of keys) {
      await this.deps.files
        .delete(key)
        .catch((error: unknown) =>
          this.deps.log.error({ err: error, key }, 'data exports: could not delete an archive'),
        );
    }
    return keys.length;
  }

  /**
   * Builds the oldest waiting request: the archive is stored, the row marked READY with its token's hash, then the
   * link is mailed. Answers false when nothing waits or the build failed (it is tried again at the next run, and
   * given up after a few tries). No transaction is held while the owners read: the embedded database has one
   * connection, which their reads need.
   */
  async buildNext(): Promise<boolean> {
    const row = await this.deps.repo.claimPending();
    if (!row) return false;
    const key = `data-export-${randomUUID()}.zip`;
    const exportedAt = this.now();
    const token = newLinkToken();
    try {
      const sections = await this.deps.owners.export({ userId: row.userId, email: row.email });
      await this.deps.files.put(key, buildArchive({ email: row.email, exportedAt }, sections), 'application/zip');
      await this.deps.repo.markReady(row.id, {
        fileKey: key,
        tokenHash: hashSecret(token),
        readyAt: exportedAt,
        expiresAt: new Date(exportedAt.getTime() + DATA_EXPORT_KEEP_DAYS * DAY),
      });
    } catch (error) {
      this.deps.log.error({ err: error, request: row.id }, 'data exports: an archive could not be built');
      await this.deps.files.delete(key).catch(() => undefined);
      if (row.attempts >= MAX_ATTEMPTS) await this.deps.repo.markFailed(row.id);
      return false;
    }
    await this.deps.mail.send({
      to: row.email,
      template: 'data-export-ready',
      data: {
        link: `${this.deps.publicUrl}${dataExportPath(row.id)}?t=${token}`,
        expiresInDays: DATA_EXPORT_KEEP_DAYS,
      },
    });
    return true;
  }

  /** The archives of an account about to be deleted (the rows go with the account). */
  fileKeysOf(userId: string): Promise<string[]> {
    return this.deps.repo.fileKeysOf(userId);
  }

  /** Deletes stored archives (after the account's deletion committed). */
  async deleteFiles(keys: readonly string[]): Promise<void> {
    for (const key of keys) await this.deps.files.delete(key).catch(() => undefined);
  }
}
