import type { FastifyBaseLogger } from 'fastify';
import { codeMailTemplates, retention, retentionIntervalMs } from './retention.policy';
import type { RetentionRepo } from './retention.repo';

export interface PurgeReport {
  contactMessages: number;
  mailCopies: number;
  codeMails: number;
  expiredAuthRows: number;
  expiredRatingCodes: number;
  expiredUnconfirmedBookings: number;
}

/** Keeps the privacy policy's retention promises by deleting what has outlived them. */
export class RetentionService {
  constructor(
    private readonly repo: RetentionRepo,
    private readonly log: FastifyBaseLogger,
  ) {}

  async purge(now = new Date()): Promise<PurgeReport> {
    const before = (ms: number) => new Date(now.getTime() - ms);
    const report: PurgeReport = {
      contactMessages: await this.repo.deleteContactMessagesBefore(before(retention.contactMessagesMs)),
      mailCopies: await this.repo.deleteFinishedMailBefore(before(retention.mailCopiesMs)),
      codeMails: await this.repo.deleteMailOfTemplatesBefore(
        codeMailTemplates,
        before(retention.codeMailsMs),
      ),
      expiredAuthRows: await this.repo.deleteExpiredAuthRows(now),
      expiredRatingCodes: await this.repo.deleteExpiredRatingCodes(now),
      expiredUnconfirmedBookings: await this.repo.deleteExpiredUnconfirmedBookings(now),
    };
    this.log.info({ purged: report }, 'retention: old data deleted');
    return report;
  }

  /**
   * Purges now and then every few hours. The returned stop waits for a run in progress, so the database is not
   * closed under it. A failed run is logged and waits for the next.
   */
  schedule(): () => Promise<void> {
    let current: Promise<unknown> = Promise.resolve();
    const run = () => {
      current = this.purge().catch((error: unknown) =>
        this.log.error({ err: error }, 'retention: purge failed'),
      );
    };
    run();
    const timer = setInterval(run, retentionIntervalMs);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await current;
    };
  }
}
