import { OTHER_COURSE } from '@eazy2con/shared/options';
import { firstMessage } from '@eazy2con/shared/validation/issues';
import {
  endDateProblem,
  isIsoDate,
  mentorBookingFields,
  type MentorBookingAudience,
} from '@eazy2con/shared/validation/mentor-booking';
import type { FieldErrors, Validate } from '../../ui/form/use-form';
import { DAY_MONTH_YEAR } from './day-month-year';

export const DATE_AS_TYPED = `Enter the date as ${DAY_MONTH_YEAR}`;

/** The booking form's values as typed: '' stands for an empty field or no answer chosen. */
export interface BookingFormValues extends Record<string, string> {
  fullName: string;
  phone: string;
  email: string;
  type: string;
  /** The plan's option (plans.ts `options`): how often, and so how much; not part of the shared schema. */
  planOption: string;
  course: string;
  detailCourseName: string;
  startDate: string;
  endDate: string;
  whyLearnTheCourse: string;
  courseDetails: string;
  image: string;
}

/**
 * The form's messages: each field parsed on its own with the shared schema (so an empty form shows every field's
 * own message, which one parse of the whole would not guarantee once zod stops at a failed field), then the rules
 * across fields of `mentorBookingSchema`: 'Other' needs the course's name, and the end date is checked against the
 * start once both are real dates.
 */
export function bookingValidator(audience: MentorBookingAudience): Validate<BookingFormValues> {
  const shape = mentorBookingFields(audience).shape;
  const names = Object.keys(shape) as (keyof typeof shape)[];
  return (values) => {
    const errors: FieldErrors<BookingFormValues> = {};
    for (const name of names) {
      // The course's name is asked for (and checked) only when the course is 'Other'.
      if (name === 'detailCourseName') continue;
      const result = shape[name].safeParse(values[name]);
      if (!result.success) errors[name] = firstMessage(result.error, 'Invalid value');
    }
    if (values.course === OTHER_COURSE) {
      const result = shape.course.safeParse(values.detailCourseName);
      if (!result.success) errors.detailCourseName = firstMessage(result.error, 'Invalid value');
    }
    // The date fields take dates day first (DateInput hands the form YYYY-MM-DD once a whole date is typed): what
    // is not a date yet is asked for in the order the person types it, not in the schema's YYYY-MM-DD.
    for (const name of ['startDate', 'endDate'] as const) {
      if (values[name].trim() && !isIsoDate(values[name].trim())) errors[name] = DATE_AS_TYPED;
    }
    if (!errors.endDate && isIsoDate(values.startDate) && isIsoDate(values.endDate)) {
      const problem = endDateProblem(values.startDate, values.endDate);
      if (problem) errors.endDate = problem;
    }
    return errors;
  };
}
