// Every table of the product, gathered for Drizzle's typed client. drizzle-kit reads the module schema
// files directly (see drizzle.config.ts); add a module's schema here when it gains tables.
export * from '../modules/mentors/mentors.schema';
export * from '../modules/accounts/accounts.schema';
export * from '../modules/mail/mail.schema';
export * from '../modules/catalogue/catalogue.schema';
export * from '../modules/content/content.schema';
export * from '../modules/courses/courses.schema';
export * from '../modules/rate-limits/rate-limits.schema';
export * from '../modules/payments/payments.schema';
export * from '../modules/camp/camp.schema';
export * from '../modules/bootcamp/bootcamp.schema';
export * from '../modules/advisory/advisory.schema';
export * from '../modules/webinar/webinar.schema';
export * from '../modules/bookings/mentor-bookings.schema';
export * from '../modules/mentors/mentor-reviews.schema';
export * from '../modules/files/files.schema';
export * from '../modules/chat/chat.schema';
export * from '../modules/admin/admin.schema';
