import type { FastifyBaseLogger } from 'fastify';
import { watDate } from '@eazy2con/shared/wat-time';
import { codeMailTemplates, retention, retentionIntervalMs } from './retention.policy';
import type { RetentionRepo } from './retention.repo';

export interface PurgeReport {
  contactMessages: number;
  mailCopies: number;
  codeMails: number;
  expiredAuthRows: number;
  expiredRatingCodes: number;
  expiredUnconfirmedBookings: number;
  unpaidCampRegistrations: number;
  campChildDetailsErased: number;
  oldCampRegistrations: number;
  bootcampRegistrations: number;
  advisoryCalls: number;
  webinarRegistrations: number;
  mentorBookings: number;
  kidAgeBrackets: number;
  chats: number;
  chatVisitors: number;
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
      unpaidCampRegistrations: await this.repo.deleteUnpaidCampRegistrationsBefore(before(retention.unpaidCampRegistrationsMs)),
      oldCampRegistrations: await this.repo.deleteCampRegistrationsBefore(before(retention.bookingRecordsMs)),
      // After the deletes, so that only rows that stay are counted as erased.
      campChildDetailsErased: await this.repo.eraseCampChildDetailsBefore(before(retention.campChildDetailsMs), now),
      bootcampRegistrations: await this.repo.deleteBootcampRegistrationsBefore(before(retention.bookingRecordsMs)),
      advisoryCalls: await this.repo.deleteAdvisoryCallsBefore(before(retention.callsAndWebinarsMs)),
      webinarRegistrations: await this.repo.deleteWebinarRegistrationsBefore(before(retention.callsAndWebinarsMs)),
      mentorBookings: await this.repo.deleteMentorBookingsBefore(before(retention.bookingRecordsMs)),
      kidAgeBrackets: await this.repo.clearKidAgeBracketsEndedBefore(watDate(before(retention.childDetailsMs))),
      chats: await this.repo.deleteChatsBefore(before(retention.chatsMs)),
      // After the chats: a visitor goes once no chat is left and they have not been back for as long.
      chatVisitors: await this.repo.deleteChatlessVisitorsBefore(before(retention.chatsMs)),
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
