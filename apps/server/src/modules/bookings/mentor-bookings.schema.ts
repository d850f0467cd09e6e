import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { NotificationChannel } from '@eazy2con/shared/sessions';
import { kidAgeOptions, whyLearnOptions } from '@eazy2con/shared/options';
import { mentorBookingAudiences } from '@eazy2con/shared/validation/mentor-booking';
import { idColumn, timestamps } from '../../db/columns';
import { childProfiles } from '../families/families.schema';
import { mentors } from '../mentors/mentors.schema';
import { paymentColumns } from './payment-columns';

/**
 * Where a mentoring booking stands with its mentor (spec 3 §3: Start, Pause, Stop); null shows as 'Not Started'.
 * Set by the mentor or an admin, never by the booker.
 */
export const mentorBookingStatuses = ['IN_PROGRESS', 'PAUSED', 'DONE'] as const;
export type MentorBookingStatus = (typeof mentorBookingStatuses)[number];

/**
 * A mentor booking (spec 2 §3 BookAmentor) from /book-mentor, /kid-book-mentor or a course page's booking modal.
 * `type` is the plan (adult plans, or the kids plans when `audience` is 'kids'); `course` holds the course's own
 * name when 'Other' was chosen. `mentorId` is set when booked from a mentor's course page; the booking outlives the
 * mentor record (set null), because it is a customer's request and a payment record.
 */
export const mentorBookings = pgTable(
  'mentor_bookings',
  {
    id: idColumn(),
    mentorId: uuid('mentor_id').references(() => mentors.id, { onDelete: 'set null' }),
    audience: text('audience', { enum: mentorBookingAudiences }).notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(), // lower-case
    type: text('type').notNull(),
    /** Which point of the plan's price range was bought (plans.ts PlanOption.id): it fixes the amount and sessions. */
    planOption: text('plan_option').notNull().default('standard'),
    course: text('course').notNull(),
    detailCourseName: text('detail_course_name'),
    /** The age bracket (the spec's `image` field). */
    image: text('image', { enum: kidAgeOptions }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    whyLearnTheCourse: text('why_learn_the_course', { enum: whyLearnOptions }),
    courseDetails: text('course_details'),
    status: text('status', { enum: mentorBookingStatuses }),
    /**
     * The child a kids plan is for, when a signed-in parent picked one of their profiles (issue 35). Set null when
     * the parent withdraws consent: the booking stays a payment record without the child.
     */
    childId: uuid('child_id').references(() => childProfiles.id, { onDelete: 'set null' }),
    /** Where the booker asked to be told besides e-mail (WHATSAPP, SMS on `phone`); e-mail is always on. */
    channels: jsonb('channels').$type<NotificationChannel[]>().notNull().default(['EMAIL']),
    ...paymentColumns(),
    ...timestamps,
  },
  (t) => [
    // The mentor's bookings and the admin list, newest first.
    index('mentor_bookings_mentor_created_idx').on(t.mentorId, t.createdAt),
    index('mentor_bookings_created_idx').on(t.createdAt),
    // The admin lists: adults' (or kids') bookings newest first, or by name.
    index('mentor_bookings_audience_created_idx').on(t.audience, t.createdAt),
    index('mentor_bookings_full_name_idx').on(t.fullName),
    // A signed-in learner's own bookings ("My sessions"), found by their confirmed address.
    index('mentor_bookings_email_created_idx').on(t.email, t.createdAt),
    // A child's sessions and the mentors who teach them (childActivity, the mentor's messages to a child).
    index('mentor_bookings_child_idx').on(t.childId),
    // Paid bookings by start date: the renewal job's look for paid plans that are not memberships yet (issue 36).
    index('mentor_bookings_paid_start_idx')
      .on(t.startDate)
      .where(sql`${t.paymentStatus} = 'PAID'`),
  ],
);

export type MentorBookingRow = typeof mentorBookings.$inferSelect;
export type NewMentorBookingRow = typeof mentorBookings.$inferInsert;
