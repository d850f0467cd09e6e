import {
  BookCourseSchema,
  BOOKING_LINK_INVALID,
  ConfirmCourseBookingSchema,
} from '@eazy2con/shared/validation/courses';
import type { SiteInfo } from '../../config/env';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { parseInput } from '../../lib/validate';
import type { Viewer } from '../accounts/viewer';
import type { MailService } from '../mail/mail.service';
import { hashSecret, newLinkToken } from '../../lib/confirmation-secrets';
import type { BookedCourse, CourseBookingsRepo } from './course-bookings.repo';
import type { BookCourseRow } from './courses.repo';
import { COURSE_NOT_FOUND, type CoursesService } from './courses.service';
import { verifiedEmailOf } from './verified-email';

/** How long the link in a booking's confirmation mail works. */
export const BOOKING_LINK_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface CourseBookingsDeps {
  repo: CourseBookingsRepo;
  courses: Pick<CoursesService, 'getPublic'>;
  mail: Pick<MailService, 'enqueue' | 'kick'>;
  site: Pick<SiteInfo, 'email'>;
  publicUrl: string;
}

/**
 * Course checkout (spec 1 §5). A booking counts (students, Paid Courses) only once its e-mail is confirmed: at once
 * when a signed-in account with that verified address books, otherwise through a single-use link mailed to the
 * address. The team hears of a booking when it is confirmed, so strangers' addresses typed into the form cost the
 * team nothing (docs/decisions/0004).
 */
export class CourseBookingsService {
  constructor(private readonly deps: CourseBookingsDeps) {}

  async book(viewer: Viewer, input: unknown): Promise<BookCourseRow> {
    const { courseId, menteeName, phone, email } = parseInput(BookCourseSchema, input);
    if (!(await this.deps.courses.getPublic(courseId))) throw new AppError('NOT_FOUND', COURSE_NOT_FOUND);
    const course = await this.bookedCourse(courseId);
    const now = new Date();
    const byAccount = verifiedEmailOf(viewer) === email;
    const token = byAccount ? null : newLinkToken();

    const booking = await this.deps.repo.transaction(async (repo, tx) => {
      const row = await repo.insert({
        courseId,
        menteeName,
        phone,
        email,
        confirmedAt: byAccount ? now : null,
        confirmTokenHash: token ? hashSecret(token) : null,
        confirmExpiresAt: token ? new Date(now.getTime() + BOOKING_LINK_DAYS * DAY_MS) : null,
      });
      if (token) {
        await this.deps.mail.enqueue(tx, {
          to: row.email,
          template: 'course-booking-confirm',
          data: {
            name: row.menteeName,
            courseTitle: course.title,
            mentorName: course.mentorName,
            link: `${this.deps.publicUrl}/confirm-booking/${token}`,
            expiresInDays: BOOKING_LINK_DAYS,
          },
        });
      } else {
        await this.deps.mail.enqueue(tx, {
          to: row.email,
          template: 'course-booking-confirmed',
          data: { name: row.menteeName, courseTitle: course.title, mentorName: course.mentorName },
        });
        await this.noteForTeam(tx, row, course, 'account');
      }
      return row;
    });
    this.deps.mail.kick();
    return booking;
  }

  /** The action of the page the mailed link opens: confirms the booking once, then the link is spent. */
  async confirm(input: unknown): Promise<BookCourseRow> {
    const { token } = parseInput(ConfirmCourseBookingSchema, input);
    const booking = await this.deps.repo.transaction(async (repo, tx) => {
      const row = await repo.confirmByToken(hashSecret(token), new Date());
      if (!row) return null;
      await this.noteForTeam(tx, row, await this.bookedCourse(row.courseId, repo), 'link');
      return row;
    });
    if (!booking) throw new AppError('NOT_FOUND', BOOKING_LINK_INVALID);
    this.deps.mail.kick();
    return booking;
  }

  private noteForTeam(tx: Tx, row: BookCourseRow, course: BookedCourse, confirmedBy: 'account' | 'link') {
    return this.deps.mail.enqueue(tx, {
      to: this.deps.site.email,
      template: 'course-booking-team',
      data: {
        menteeName: row.menteeName,
        email: row.email,
        phone: row.phone,
        courseTitle: course.title,
        mentorName: course.mentorName,
        confirmedBy,
      },
    });
  }

  private async bookedCourse(courseId: string, repo = this.deps.repo): Promise<BookedCourse> {
    const course = await repo.bookedCourse(courseId);
    // A booking's course cannot be deleted (ON DELETE RESTRICT), so this is a programming error.
    if (!course) throw new Error(`booked course ${courseId} not found`);
    return course;
  }
}
