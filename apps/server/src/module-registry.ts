import { accountsModule } from './modules/accounts/accounts.module';
import { adminModule } from './modules/admin/admin.module';
import { advisoryModule } from './modules/advisory/advisory.module';
import { bookingsModule } from './modules/bookings/bookings.module';
import { bootcampModule } from './modules/bootcamp/bootcamp.module';
import { busyCalendarsModule } from './modules/busy-calendars/busy-calendars.module';
import { calendarFeedModule } from './modules/calendar-feed/calendar-feed.module';
import { campModule } from './modules/camp/camp.module';
import { catalogueModule } from './modules/catalogue/catalogue.module';
import { chatModule } from './modules/chat/chat.module';
import { contentModule } from './modules/content/content.module';
import { coursesModule } from './modules/courses/courses.module';
import { familiesModule } from './modules/families/families.module';
import { dataRightsModule } from './modules/data-rights/data-rights.module';
import { membershipsModule } from './modules/memberships/memberships.module';
import { filesModule } from './modules/files/files.module';
import { ledgerModule } from './modules/ledger/ledger.module';
import { mailModule } from './modules/mail/mail.module';
import { mentorDashboardModule } from './modules/mentor-dashboard/mentor-dashboard.module';
import { mentorProfileModule } from './modules/mentor-profile/mentor-profile.module';
import { mentorsModule } from './modules/mentors/mentors.module';
import { moneyOutModule } from './modules/money-out/money-out.module';
import { notificationsModule } from './modules/notifications/notifications.module';
import { oneTimeCodesModule } from './modules/one-time-codes/one-time-codes.module';
import { paymentsModule } from './modules/payments/payments.module';
import { rateLimitsModule } from './modules/rate-limits/rate-limits.module';
import { readModelsModule } from './modules/read-models/read-models.module';
import { retentionModule } from './modules/retention/retention.module';
import { sessionsModule } from './modules/sessions/sessions.module';
import { siteModule } from './modules/site/site.module';
import { statsModule } from './modules/stats/stats.module';
import { webinarModule } from './modules/webinar/webinar.module';

import type { AppServices, RequestLoaders } from './graphql-core/context';
import type { ModuleParts } from './modules/module-manifest';
import type { RetentionOwners } from './modules/retention/retention.owners';
import type { PersonalDataOwners } from './modules/personal-data';

/**
 * Every module's manifest (`modules/<module>/<module>.module.ts`), in one list: the composition root (app-deps.ts,
 * app.ts, jobs.ts, graphql/schema.ts) reads its services, parts, loaders, retention deletes, payable kinds, routes and
 * jobs from here, so a new module is its folder plus one line below (decision 0041). Loading this file loads every
 * module's GraphQL files. The order is the order the GraphQL files load and routes register in; services are built
 * on first use, so it does not decide their order.
 */
export const moduleRegistry = [
  siteModule,
  rateLimitsModule,
  oneTimeCodesModule,
  readModelsModule,
  catalogueModule,
  mentorsModule,
  accountsModule,
  familiesModule,
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
  busyCalendarsModule,
  membershipsModule,
  calendarFeedModule,
  notificationsModule,
  ledgerModule,
  moneyOutModule,
  filesModule,
  dataRightsModule,
  retentionModule,
] as const;

export type RegisteredModule = (typeof moduleRegistry)[number];

/** The keys a registered module makes under `field` of its manifest. */
type MadeIn<M, Field extends string> = M extends { [F in Field]: infer Made } ? keyof Made : never;
type Made<Field extends string> = MadeIn<RegisteredModule, Field>;
/** What the server's start makes itself rather than a module (app-deps.ts). */
type MadeByTheRoot = 'config' | 'bus';

// Compile-time checks that every declared key is made by some registered module: a module that declares a service,
// part, loader, retention owner or personal-data owner but is missing from the list above fails here, naming the key,
// not at start-up.
type Unmade<Declared, MadeKeys> = Exclude<keyof Declared, MadeKeys>;
export const everyServiceIsMade: [Unmade<AppServices, Made<'services'> | MadeByTheRoot>] extends [never]
  ? true
  : Unmade<AppServices, Made<'services'> | MadeByTheRoot> = true;
export const everyPartIsMade: [Unmade<ModuleParts, Made<'parts'>>] extends [never]
  ? true
  : Unmade<ModuleParts, Made<'parts'>> = true;
export const everyLoaderIsMade: [Unmade<RequestLoaders, Made<'loaders'>>] extends [never]
  ? true
  : Unmade<RequestLoaders, Made<'loaders'>> = true;
export const everyRetentionOwnerIsMade: [Unmade<RetentionOwners, Made<'retention'>>] extends [never]
  ? true
  : Unmade<RetentionOwners, Made<'retention'>> = true;
export const everyPersonalDataOwnerIsMade: [Unmade<PersonalDataOwners, Made<'personalData'>>] extends [never]
  ? true
  : Unmade<PersonalDataOwners, Made<'personalData'>> = true;
