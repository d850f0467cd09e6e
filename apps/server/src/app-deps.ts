import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/env';
import type { Database } from './db/client';
import type { EventBus } from './lib/pubsub';
import { CatalogueRepo } from './modules/catalogue/catalogue.repo';
import { CatalogueService } from './modules/catalogue/catalogue.service';
import { CoursesRepo } from './modules/courses/courses.repo';
import { CoursesService } from './modules/courses/courses.service';
import { CourseBookingsRepo } from './modules/courses/course-bookings.repo';
import { CourseBookingsService } from './modules/courses/course-bookings.service';
import { CourseRatingsRepo } from './modules/courses/course-ratings.repo';
import { CourseRatingsService } from './modules/courses/course-ratings.service';
import { MentorsRepo } from './modules/mentors/mentors.repo';
import { MentorsService } from './modules/mentors/mentors.service';
import { MailRepo } from './modules/mail/mail.repo';
import { MailService } from './modules/mail/mail.service';
import { AccountsRepo } from './modules/accounts/accounts.repo';
import { AccountsService } from './modules/accounts/accounts.service';
import { createAuth } from './modules/accounts/auth';
import { resolveAuthSecret } from './modules/accounts/auth-secret';
import type { SignInWait } from './modules/accounts/sign-in-slowdown';
import { createContentService } from './modules/content/content.factory';
import { RateLimitRepo } from './modules/rate-limits/rate-limits.repo';
import { RateLimitService } from './modules/rate-limits/rate-limits.service';
import { RetentionRepo } from './modules/retention/retention.repo';
import { RetentionService } from './modules/retention/retention.service';
import { StatsRepo } from './modules/stats/stats.repo';
import { StatsService } from './modules/stats/stats.service';

/** What the running server is made of; built once at start-up (and once per API test file). */
export interface AppDeps {
  config: Config;
  database: Database;
  bus: EventBus;
  log: FastifyBaseLogger;
  /** How a slowed-down sign-in waits; unset, it really waits (API tests record the delay instead). */
  signInWait?: SignInWait;
}

/** Wires repositories into services. Services hold the rules; resolvers only call them. */
export function createServices({ database, config, bus, log, signInWait }: AppDeps) {
  const db = database.db;
  const mail = new MailService(new MailRepo(db), config, log);
  const rateLimits = new RateLimitService(new RateLimitRepo(db), { scale: config.RATE_LIMIT_SCALE, log });
  const auth = createAuth({ db, config, mail, log, secret: resolveAuthSecret(config), limiter: rateLimits, signInWait });
  const accounts = new AccountsService(auth, new AccountsRepo(db));
  const mentors = new MentorsService(new MentorsRepo(db));
  const catalogue = new CatalogueService(new CatalogueRepo(db));
  const courses = new CoursesService(new CoursesRepo(db));
  const courseBookings = new CourseBookingsService({
    repo: new CourseBookingsRepo(db),
    courses,
    mail,
    site: config.site,
    publicUrl: config.publicUrl,
  });
  const courseRatings = new CourseRatingsService({ repo: new CourseRatingsRepo(db), courses, mail, limiter: rateLimits });
  const stats = new StatsService(new StatsRepo(db));
  const content = createContentService({ db, config, mail, log });
  const retention = new RetentionService(new RetentionRepo(db), log);
  return { config, bus, mentors, catalogue, courses, courseBookings, courseRatings, mail, auth, accounts, content, rateLimits, retention, stats };
}

export type Services = ReturnType<typeof createServices>;
