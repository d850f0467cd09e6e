import { z } from 'zod';
import { kidAgeOptions, OTHER_COURSE, whyLearnOptions } from '../options';
import { adultPlanTypes, kidPlanTypes } from '../plans';
import { addDays, END_MAX_DAYS_AFTER_START, isIsoDate, startNotInPast, startNotTooFar } from '../booking-dates';

/**
 * The mentor booking form (spec 2 §5) of /book-mentor (adults), /kid-book-mentor (kids) and the booking modal of
 * the course pages. The web form checks each field with these schemas and `createBookAmentor` parses the whole
 * input with `mentorBookingSchema(audience)`, so both sides answer with the spec's messages. The two audiences
 * differ in their plans and in the course message.
 */

export const mentorBookingAudiences = ['adult', 'kids'] as const;
export type MentorBookingAudience = (typeof mentorBookingAudiences)[number];

export const MENTOR_BOOKING_MESSAGES = {
  audience: 'Choose an adult or a kids booking',
  fullName: 'Please input full name',
  phone: 'Please input phone',
  phoneInvalid: 'Phone is not valid',
  email: 'Please input email address',
  emailInvalid: 'Email is not valid',
  type: 'Select membership type',
  course: 'Please input the course you want to learn',
  kidsCourse: 'Please input the course you want to learn or put n/a if booking for kids',
  startDate: "Tell us when you're comfortable to start",
  endDate: 'Please tell us when you want to End',
  dateFormat: 'Enter the date as YYYY-MM-DD',
  startInPast: 'The start date cannot be in the past',
  startTooFar: 'Choose a start date within the next 12 months',
  endBeforeStart: 'The end date cannot be before the start date',
  endTooFar: 'Choose an end date within 2 years of the start date',
  whyLearn: 'Choose a reason from the list',
  age: 'Choose an age bracket from the list',
} as const;

const M = MENTOR_BOOKING_MESSAGES;

// The date rules live without zod in booking-dates.ts (the web form needs them while it is drawn); re-exported here.
export { addDays, END_MAX_DAYS_AFTER_START, isIsoDate, START_MAX_DAYS_AHEAD } from '../booking-dates';

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

/** An optional choice from a list; an empty value means none was chosen. */
const optionalChoice = <const T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z
    .string({ error: message })
    .nullish()
    .transform((value) => value || null)
    .pipe(z.enum(options, { error: message }).nullable());

const dateField = (required: string) =>
  z.string({ error: required }).trim().min(1, required).refine(isIsoDate, M.dateFormat);

/**
 * The start date: not before today in Lagos (watDate(), whatever the server's or the browser's own zone), and at
 * most START_MAX_DAYS_AHEAD ahead. Today is read when a value is checked, not when the schema is made.
 */
export const StartDateSchema = dateField(M.startDate)
  .refine(startNotInPast, M.startInPast)
  .refine(startNotTooFar, M.startTooFar);

export const EndDateSchema = dateField(M.endDate);

/** What is wrong with an end date given its start, or null (both already valid dates). */
export function endDateProblem(startDate: string, endDate: string): string | null {
  if (endDate < startDate) return M.endBeforeStart;
  if (endDate > addDays(startDate, END_MAX_DAYS_AFTER_START)) return M.endTooFar;
  return null;
}

export const courseMessageFor = (audience: MentorBookingAudience): string =>
  audience === 'kids' ? M.kidsCourse : M.course;

export const planTypesFor = (audience: MentorBookingAudience) => (audience === 'kids' ? kidPlanTypes : adultPlanTypes);

export const MentorBookingAudienceSchema = z.enum(mentorBookingAudiences, { error: M.audience });

/** Each field of the form on its own (the web form's per-field rules); see mentorBookingSchema for the whole. */
export function mentorBookingFields(audience: MentorBookingAudience) {
  const courseMessage = courseMessageFor(audience);
  return z.object({
    fullName: requiredText(M.fullName, 100),
    phone: requiredText(M.phone, 30).regex(/^\+?[\d\s()-]{7,}$/, M.phoneInvalid),
    email: requiredText(M.email, 254)
      .toLowerCase()
      .pipe(z.email({ error: M.emailInvalid })),
    type: z.enum(planTypesFor(audience), { error: M.type }),
    course: requiredText(courseMessage, 100),
    /** The course's name when the course chosen is 'Other' (then required). */
    detailCourseName: optionalText(100),
    startDate: StartDateSchema,
    endDate: EndDateSchema,
    whyLearnTheCourse: optionalChoice(whyLearnOptions, M.whyLearn),
    courseDetails: optionalText(2000),
    /** The age bracket (spec 2 §3 `image`). */
    image: optionalChoice(kidAgeOptions, M.age),
  });
}

/** The whole booking: the fields, then the rules across fields (the dates' order, 'Other' needs its name). */
export function mentorBookingSchema(audience: MentorBookingAudience) {
  return mentorBookingFields(audience).superRefine((booking, ctx) => {
    if (booking.course === OTHER_COURSE && !booking.detailCourseName) {
      ctx.addIssue({ code: 'custom', path: ['detailCourseName'], message: courseMessageFor(audience) });
    }
    // Zod runs this even when a field failed on its own: compare only two real dates.
    if (!isIsoDate(booking.startDate) || !isIsoDate(booking.endDate)) return;
    const problem = endDateProblem(booking.startDate, booking.endDate);
    if (problem) ctx.addIssue({ code: 'custom', path: ['endDate'], message: problem });
  });
}

export type MentorBookingInput = z.input<ReturnType<typeof mentorBookingFields>>;
export type MentorBooking = z.output<ReturnType<typeof mentorBookingSchema>>;

/** The course a booking is for: the name typed under 'Other' when Other was chosen (spec 2 §3). */
export const bookedCourse = (booking: Pick<MentorBooking, 'course' | 'detailCourseName'>): string =>
  booking.course === OTHER_COURSE && booking.detailCourseName ? booking.detailCourseName : booking.course;
