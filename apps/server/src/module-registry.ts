import { accountsModule } from './modules/accounts/accounts.module';
import { adminModule } from './modules/admin/admin.module';
import { advisoryModule } from './modules/advisory/advisory.module';
import { bookingsModule } from './modules/bookings/bookings.module';
import { bootcampModule } from './modules/bootcamp/bootcamp.module';
import { campModule } from './modules/camp/camp.module';
import { catalogueModule } from './modules/catalogue/catalogue.module';
import { chatModule } from './modules/chat/chat.module';
import { contentModule } from './modules/content/content.module';
import { coursesModule } from './modules/courses/courses.module';
import { filesModule } from './modules/files/files.module';
import { ledgerModule } from './modules/ledger/ledger.module';
import { mailModule } from './modules/mail/mail.module';
import { mentorDashboardModule } from './modules/mentor-dashboard/mentor-dashboard.module';
import { mentorProfileModule } from './modules/mentor-profile/mentor-profile.module';
import { mentorsModule } from './modules/mentors/mentors.module';
import { moneyOutModule } from './modules/money-out/money-out.module';
import { notificationsModule } from './modules/notifications/notifications.module';
import { paymentsModule } from './modules/payments/payments.module';
import { retentionModule } from './modules/retention/retention.module';
import { sessionsModule } from './modules/sessions/sessions.module';
import { siteModule } from './modules/site/site.module';
import { statsModule } from './modules/stats/stats.module';
import { webinarModule } from './modules/webinar/webinar.module';

/**
 * Every module's manifest (`modules/<module>/<module>.module.ts`), in one list: a new module with GraphQL or periodic
 * jobs adds its line here, and graphql/schema.ts and jobs.ts take them from this list (decision 0025). Loading this
 * file loads every module's GraphQL files. It sits with the assembly: the GraphQL files name the request context,
 * which names the assembled services, so nothing the services import may import this list (that would be a circle).
 * The order is the order the GraphQL files load in (the printed schema is sorted, so it does not depend on it).
 */
export const moduleRegistry = [
  siteModule,
  catalogueModule,
  mentorsModule,
  accountsModule,
  mailModule,
  coursesModule,
  contentModule,
  statsModule,
  paymentsModule,
  campModule,
  bootcampModule,
  advisoryModule,
  webinarModule,
  bookingsModule,
  mentorDashboardModule,
  mentorProfileModule,
  chatModule,
  adminModule,
  sessionsModule,
  notificationsModule,
  ledgerModule,
  moneyOutModule,
  filesModule,
  retentionModule,
] as const;

export type RegisteredModule = (typeof moduleRegistry)[number];
