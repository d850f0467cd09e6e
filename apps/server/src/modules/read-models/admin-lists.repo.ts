import { and, eq, sql, type SQL } from 'drizzle-orm';
import { OTHER_COURSE } from '@eazy2con/shared/options';
import type { DbOrTx } from '../../db/client';
import { bookAdvisory } from '../advisory/advisory.schema';
import { mentorBookings } from '../bookings/mentor-bookings.schema';
import { bootcampRegistrations } from '../bootcamp/bootcamp.schema';
import { campRegistrations } from '../camp/camp.schema';
import { contactUs } from '../content/content.schema';
import { mailOutbox } from '../mail/mail.schema';
import { mentorReviews } from '../mentors/mentor-reviews.schema';
import { courses } from '../courses/courses.schema';
import { mentors } from '../mentors/mentors.schema';
import { webinarAttendees } from '../webinar/webinar.schema';
import type { AdminListName, KidsBookingRow, OutboxStatus } from '../admin/admin-list-types';
import { countryNamed, createdDay, type AdminListSource, type AdminListSpec } from './admin-list.repo';
import { adminAuditLog } from '../admin/admin.schema';

export type { AdminListName, KidsBookingRow, OutboxStatus };

/**
 * An admin list: its rows (a table, or for the kids list a union of two) and its allow-lists of searchable and
 * sortable columns. The sortable columns other than created_at have an index each (migration 0009_admin).
 */
export interface AdminList {
  source: AdminListSource;
  spec: AdminListSpec;
}

/**
 * The kids list (spec: BookKidmentor): kids mentor bookings and weekend camp registrations, one row shape. A
 * sub-query, so the search, sort and paging run over both tables at once in the database.
 */
export function kidsBookingsSource(db: DbOrTx) {
  const kidsMentoring = db
    .select({
      kind: sql<'kidMentor' | 'camp'>`'kidMentor'`.as('kind'),
      id: mentorBookings.id,
      parentName: mentorBookings.fullName,
      parentEmail: mentorBookings.email,
      parentPhone: mentorBookings.phone,
      noOfKids: sql<number>`1`.as('no_of_kids'),
      childAge: sql<string | null>`${mentorBookings.image}`.as('child_age'),
      interest: sql<string | null>`${mentorBookings.course}`.as('interest'),
      plan: sql<string | null>`${mentorBookings.type}`.as('plan'),
      amountKobo: mentorBookings.amountKobo,
      transferOption: mentorBookings.transferOption,
      paymentStatus: mentorBookings.paymentStatus,
      paymentTxRef: mentorBookings.paymentTxRef,
      cancelledAt: mentorBookings.cancelledAt,
      createdAt: mentorBookings.createdAt,
    })
    .from(mentorBookings)
    .where(eq(mentorBookings.audience, 'kids'));
  const camp = db
    .select({
      kind: sql<'kidMentor' | 'camp'>`'camp'`.as('kind'),
      id: campRegistrations.id,
      parentName: campRegistrations.parentName,
      parentEmail: campRegistrations.parentEmail,
      parentPhone: campRegistrations.parentPhone,
      noOfKids: sql<number>`${campRegistrations.noOfKids}`.as('no_of_kids'),
      childAge: sql<string | null>`${campRegistrations.firstChildAge}`.as('child_age'),
      interest: sql<string | null>`${campRegistrations.firstChildInterest}`.as('interest'),
      plan: sql<string | null>`null`.as('plan'),
      amountKobo: campRegistrations.amountKobo,
      transferOption: campRegistrations.transferOption,
      paymentStatus: campRegistrations.paymentStatus,
      paymentTxRef: campRegistrations.paymentTxRef,
      cancelledAt: campRegistrations.cancelledAt,
      createdAt: campRegistrations.createdAt,
    })
    .from(campRegistrations);
  return kidsMentoring.unionAll(camp).as('kids_bookings');
}

const mentorName = sql`(${mentors.firstname} || ' ' || ${mentors.lastname})`;

const mentorBookingsSpec = (custom: boolean): AdminListSpec => ({
  searchable: {
    fullName: mentorBookings.fullName,
    email: mentorBookings.email,
    phone: mentorBookings.phone,
    course: mentorBookings.course,
    detailCourseName: mentorBookings.detailCourseName,
    type: mentorBookings.type,
    createdAt: createdDay(mentorBookings.createdAt),
  },
  sortable: { createdAt: mentorBookings.createdAt, fullName: mentorBookings.fullName },
  tieBreaker: mentorBookings.id,
  where: and(eq(mentorBookings.audience, 'adult'), custom ? eq(mentorBookings.course, OTHER_COURSE) : undefined),
});

/** The list named, built on `db` (the kids union is a sub-query of this handle). */
export function adminList(db: DbOrTx, name: AdminListName): AdminList {
  switch (name) {
    case 'mentorApplications':
      return {
        source: mentors,
        spec: {
          searchable: {
            name: mentorName,
            email: mentors.email,
            phone: mentors.phone,
            specialization: mentors.specialization,
            experience: mentors.yrsOfexperience,
            country: mentors.country,
            status: sql`${mentors.status}::text`,
            createdAt: createdDay(mentors.createdAt),
          },
          sortable: { createdAt: mentors.createdAt, firstname: mentors.firstname, status: mentors.status },
          searchAlso: countryNamed(mentors.country),
          tieBreaker: mentors.id,
        },
      };
    case 'bookAmentors':
      return { source: mentorBookings, spec: mentorBookingsSpec(false) };
    case 'customBookAmentors':
      return { source: mentorBookings, spec: mentorBookingsSpec(true) };
    case 'bookKidmentors': {
      const kids = kidsBookingsSource(db);
      return {
        source: kids,
        spec: {
          searchable: {
            parentName: kids.parentName,
            parentEmail: kids.parentEmail,
            parentPhone: kids.parentPhone,
            interest: kids.interest,
            createdAt: createdDay(kids.createdAt),
          },
          sortable: { createdAt: kids.createdAt, parentName: kids.parentName },
          tieBreaker: kids.id,
        },
      };
    }
    case 'contactUs':
      return {
        source: contactUs,
        spec: {
          searchable: {
            fullName: contactUs.fullName,
            email: contactUs.email,
            message: contactUs.message,
            createdAt: createdDay(contactUs.createdAt),
          },
          sortable: { createdAt: contactUs.createdAt, fullName: contactUs.fullName },
          tieBreaker: contactUs.id,
        },
      };
    case 'bootcamps':
      return {
        source: bootcampRegistrations,
        spec: {
          searchable: {
            fullName: bootcampRegistrations.fullName,
            email: bootcampRegistrations.email,
            phone: bootcampRegistrations.phone,
            country: bootcampRegistrations.country,
            source: bootcampRegistrations.source,
            track: bootcampRegistrations.track,
            whyLearnTheCourse: bootcampRegistrations.whyLearnTheCourse,
            doYouHaveAlaptop: bootcampRegistrations.doYouHaveAlaptop,
            createdAt: createdDay(bootcampRegistrations.createdAt),
          },
          sortable: { createdAt: bootcampRegistrations.createdAt, fullName: bootcampRegistrations.fullName },
          searchAlso: countryNamed(bootcampRegistrations.country),
          tieBreaker: bootcampRegistrations.id,
        },
      };
    case 'webinarAttendees':
      return {
        source: webinarAttendees,
        spec: {
          searchable: {
            fullName: webinarAttendees.fullName,
            email: webinarAttendees.email,
            phone: webinarAttendees.phone,
            source: webinarAttendees.source,
            createdAt: createdDay(webinarAttendees.createdAt),
          },
          sortable: { createdAt: webinarAttendees.createdAt, fullName: webinarAttendees.fullName },
          tieBreaker: webinarAttendees.id,
        },
      };
    case 'bookAdvisories':
      return {
        source: bookAdvisory,
        spec: {
          searchable: {
            fullName: bookAdvisory.fullName,
            email: bookAdvisory.email,
            phone: bookAdvisory.phone,
            source: bookAdvisory.source,
            callDate: bookAdvisory.callDate,
            createdAt: createdDay(bookAdvisory.createdAt),
          },
          sortable: { createdAt: bookAdvisory.createdAt, fullName: bookAdvisory.fullName, callAt: bookAdvisory.callAt },
          tieBreaker: bookAdvisory.id,
        },
      };
    case 'courses':
      return {
        source: courses,
        spec: {
          searchable: {
            title: courses.title,
            language: courses.language,
            createdAt: createdDay(courses.createdAt),
          },
          sortable: { createdAt: courses.createdAt, title: courses.title },
          tieBreaker: courses.id,
        },
      };
    case 'mentorReviews':
      return {
        source: mentorReviews,
        spec: {
          searchable: {
            name: mentorReviews.name,
            email: mentorReviews.email,
            message: mentorReviews.message,
            createdAt: createdDay(mentorReviews.createdAt),
          },
          sortable: { createdAt: mentorReviews.createdAt, stars: mentorReviews.stars },
          tieBreaker: mentorReviews.id,
        },
      };
    case 'outboxMails':
      return {
        source: mailOutbox,
        spec: {
          searchable: { to: mailOutbox.to, template: mailOutbox.template, createdAt: createdDay(mailOutbox.createdAt) },
          sortable: { createdAt: mailOutbox.createdAt },
          tieBreaker: mailOutbox.id,
        },
      };
    case 'auditLog':
      return {
        source: adminAuditLog,
        spec: {
          searchable: {
            actorEmail: adminAuditLog.actorEmail,
            action: adminAuditLog.action,
            targetType: adminAuditLog.targetType,
            targetId: adminAuditLog.targetId,
            createdAt: createdDay(adminAuditLog.createdAt),
          },
          sortable: { createdAt: adminAuditLog.createdAt, action: adminAuditLog.action },
          tieBreaker: adminAuditLog.id,
        },
      };
  }
}

/** The outbox list narrowed to one status (the /outbox-mails filter). */
export const outboxOfStatus = (status: OutboxStatus): SQL => eq(mailOutbox.status, status);
