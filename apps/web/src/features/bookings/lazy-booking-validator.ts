import type { MentorBookingAudience } from '@eazy2con/shared/validation/mentor-booking';
import { lazyValidator, type LazyValidate } from '../../ui/form/lazy-validator';
import type { BookingFormValues } from './booking-validation';

export type { BookingFormValues };

const validators = new Map<MentorBookingAudience, LazyValidate<BookingFormValues>>();

/**
 * The booking form's checks (booking-validation.ts, on the shared schemas and zod: about 25 kB gzip), loaded on the
 * form's first focus, change or submit instead of with /book-mentor (issue 38). One per audience for the page's
 * life, so the form opened again (the course pages' dialog) checks at once.
 */
export function lazyBookingValidator(audience: MentorBookingAudience): LazyValidate<BookingFormValues> {
  let validator = validators.get(audience);
  if (!validator) {
    validator = lazyValidator(() => import('./booking-validation').then((m) => m.bookingValidator(audience)));
    validators.set(audience, validator);
  }
  return validator;
}
