// Every table of the product, gathered for Drizzle's typed client (db/client.ts); drizzle-kit reads the module schema
// files by glob (drizzle.config.ts). A module with tables adds its `*.schema.ts` here (module-registry.test.ts fails
// until it does). This list stays apart from the module registry on purpose: every repository imports the database
// client, so a list the client reads must not load the modules' services or GraphQL files (decision 0025).
export * from './mentors/mentors.schema';
export * from './accounts/accounts.schema';
export * from './mail/mail.schema';
export * from './catalogue/catalogue.schema';
export * from './content/content.schema';
export * from './courses/courses.schema';
export * from './rate-limits/rate-limits.schema';
export * from './payments/payments.schema';
export * from './camp/camp.schema';
export * from './bootcamp/bootcamp.schema';
export * from './advisory/advisory.schema';
export * from './webinar/webinar.schema';
export * from './bookings/mentor-bookings.schema';
export * from './bookings/trial-claims.schema';
export * from './mentors/mentor-reviews.schema';
export * from './files/files.schema';
export * from './chat/chat.schema';
export * from './admin/admin.schema';
export * from './sessions/sessions.schema';
export * from './notifications/notifications.schema';
export * from './jobs/jobs.schema';
export * from './ledger/ledger.schema';
export * from './money-out/payouts.schema';
export * from './money-out/refunds.schema';
export * from './one-time-codes/one-time-codes.schema';
