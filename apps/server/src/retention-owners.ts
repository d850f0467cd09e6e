import type { DbOrTx } from './db/client';
import { AccountsRetentionRepo } from './modules/accounts/accounts-retention.repo';
import { AdvisoryRetentionRepo } from './modules/advisory/advisory-retention.repo';
import { MentorBookingsRetentionRepo } from './modules/bookings/mentor-bookings-retention.repo';
import { BootcampRetentionRepo } from './modules/bootcamp/bootcamp-retention.repo';
import { CampRetentionRepo } from './modules/camp/camp-retention.repo';
import { ChatRetentionRepo } from './modules/chat/chat-retention.repo';
import { ContentRetentionRepo } from './modules/content/content-retention.repo';
import { CoursesRetentionRepo } from './modules/courses/courses-retention.repo';
import { MailRetentionRepo } from './modules/mail/mail-retention.repo';
import { PaymentsRetentionRepo } from './modules/payments/payments-retention.repo';
import { OneTimeCodesRepo } from './modules/one-time-codes/one-time-codes.repo';
import type { RetentionOwners } from './modules/retention/retention.owners';
import { WebinarRetentionRepo } from './modules/webinar/webinar-retention.repo';

/**
 * Each table owner's own deletes of old rows, handed to the retention purge (decision 0025: one writer per table).
 * Part of the composition root, like createServices (which calls it), so it is an explicit list rather than read from
 * the module registry: the registry loads the GraphQL files, whose context names the assembled services (a circle).
 * The `RetentionOwners` type says what each owner must provide; module-registry.test.ts checks every
 * `*-retention.repo.ts` is wired here.
 */
export function retentionOwners(db: DbOrTx): RetentionOwners {
  return {
    accounts: new AccountsRetentionRepo(db),
    mail: new MailRetentionRepo(db),
    payments: new PaymentsRetentionRepo(db),
    content: new ContentRetentionRepo(db),
    courses: new CoursesRetentionRepo(db),
    oneTimeCodes: new OneTimeCodesRepo(db),
    camp: new CampRetentionRepo(db),
    bootcamp: new BootcampRetentionRepo(db),
    advisory: new AdvisoryRetentionRepo(db),
    webinar: new WebinarRetentionRepo(db),
    mentorBookings: new MentorBookingsRetentionRepo(db),
    chat: new ChatRetentionRepo(db),
  };
}
