import type { FastifyBaseLogger } from 'fastify';
import { watDate } from '@eazy2con/shared/wat-time';
import { codeMailTemplates, retention } from './retention.policy';
import type { RetentionOwners } from './retention.owners';

export interface PurgeReport {
  contactMessages: number;
  mailCopies: number;
  codeMails: number;
  heldMails: number;
  sandboxCheckouts: number;
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
    private readonly owners: RetentionOwners,
    private readonly log: FastifyBaseLogger,
  ) {}

  async purge(now = new Date()): Promise<PurgeReport> {
    const before = (ms: number) => new Date(now.getTime() - ms);
    const { accounts, mail, payments, content, courses, oneTimeCodes } = this.owners;
    const { camp, bootcamp, advisory, webinar, mentorBookings, chat } = this.owners;
    const report: PurgeReport = {
      contactMessages: await content.deleteContactMessagesBefore(before(retention.contactMessagesMs)),
      mailCopies: await mail.deleteFinishedMailBefore(before(retention.mailCopiesMs)),
      codeMails: await mail.deleteMailOfTemplatesBefore(codeMailTemplates, before(retention.codeMailsMs)),
      heldMails: await mail.deleteHeldMailBefore(before(retention.heldMailMs)),
      sandboxCheckouts: await payments.deleteSandboxCheckoutsBefore(before(retention.sandboxCheckoutsMs)),
      expiredAuthRows: await accounts.deleteExpiredAuthRows(now),
      expiredRatingCodes: await oneTimeCodes.deleteExpired(now),
      expiredUnconfirmedBookings: await courses.deleteExpiredUnconfirmedBookings(now),
      unpaidCampRegistrations: await camp.deleteUnpaidRegistrationsBefore(before(retention.unpaidCampRegistrationsMs)),
      oldCampRegistrations: await camp.deleteRegistrationsBefore(before(retention.bookingRecordsMs)),
      // After the deletes, so that only rows that stay are counted as erased.
      campChildDetailsErased: await camp.eraseChildDetailsBefore(before(retention.campChildDetailsMs), now),
      bootcampRegistrations: await bootcamp.deleteRegistrationsBefore(before(retention.bookingRecordsMs)),
      advisoryCalls: await advisory.deleteCallsBefore(before(retention.callsAndWebinarsMs)),
      webinarRegistrations: await webinar.deleteRegistrationsBefore(before(retention.callsAndWebinarsMs)),
      mentorBookings: await mentorBookings.deleteBookingsBefore(before(retention.bookingRecordsMs)),
      kidAgeBrackets: await mentorBookings.clearKidAgeBracketsEndedBefore(watDate(before(retention.childDetailsMs))),
      chats: await chat.deleteChatsBefore(before(retention.chatsMs)),
      // After the chats: a visitor goes once no chat is left and they have not been back for as long.
      chatVisitors: await chat.deleteChatlessVisitorsBefore(before(retention.chatsMs)),
    };
    this.log.info({ purged: report }, 'retention: old data deleted');
    return report;
  }
}
