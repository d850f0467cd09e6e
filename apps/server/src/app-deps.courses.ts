import type { Config } from './config/env';
import type { Db } from './db/client';
import { CatalogueRepo } from './modules/catalogue/catalogue.repo';
import { CatalogueService } from './modules/catalogue/catalogue.service';
import { CourseBookingsRepo } from './modules/courses/course-bookings.repo';
import { CourseBookingsService } from './modules/courses/course-bookings.service';
import { CourseEditingRepo } from './modules/courses/course-editing.repo';
import { CourseEditingService } from './modules/courses/course-editing.service';
import { CourseRatingsRepo } from './modules/courses/course-ratings.repo';
import { CourseRatingsService } from './modules/courses/course-ratings.service';
import { CoursesRepo } from './modules/courses/courses.repo';
import { CoursesService } from './modules/courses/courses.service';
import { attachedFiles } from './modules/files/attached-files';
import type { FilesService } from './modules/files/files.service';
import type { MailService } from './modules/mail/mail.service';
import type { OneTimeCodesService } from './modules/one-time-codes/one-time-codes.service';
import type { RateLimitService } from './modules/rate-limits/rate-limits.service';

/** The catalogue's and the courses module's services, wired for createServices in app-deps.ts. */
export function createCourseServices(deps: {
  db: Db;
  config: Config;
  mail: MailService;
  files: FilesService;
  /** What every service that mails a one-time code shares: the codes, the mail and the per-e-mail limits. */
  codeDeps: { codes: OneTimeCodesService; mail: MailService; limiter: RateLimitService };
}) {
  const { db, config, mail, files, codeDeps } = deps;
  const catalogue = new CatalogueService(new CatalogueRepo(db));
  const courses = new CoursesService(new CoursesRepo(db));
  const courseEditing = new CourseEditingService({
    repo: new CourseEditingRepo(db),
    courses,
    files: attachedFiles(files),
  });
  const courseBookings = new CourseBookingsService({
    repo: new CourseBookingsRepo(db),
    courses,
    mail,
    site: config.site,
    publicUrl: config.publicUrl,
  });
  const courseRatings = new CourseRatingsService({ ...codeDeps, repo: new CourseRatingsRepo(db), courses });
  return { catalogue, courses, courseEditing, courseBookings, courseRatings };
}
