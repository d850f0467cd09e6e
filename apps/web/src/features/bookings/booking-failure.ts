import type { CombinedError } from 'urql';
import { apiErrorCode, apiErrorMessage } from '../../core/graphql/errors';
import { ADULT_FAILURE, KIDS_FAILURE } from './booking-messages';

/** Errors the server explains itself: its message says what to do (fix a field, wait, pick another mentor). */
const EXPLAINED = new Set(['BAD_USER_INPUT', 'NOT_FOUND', 'RATE_LIMITED', 'CONFLICT', 'UNAVAILABLE']);

export interface BookingFailure {
  title: string;
  /** No answer the server explained (the network, or an unexpected error): the form keeps a line saying so. */
  lingering: boolean;
}

/**
 * The notice for a failed booking (spec 2 §8): a message the server gave with a code is shown as it is; otherwise
 * the adult page says 'Something went wrong, please check your Network connection' and the kids page and the course
 * pages 'Something went wrong, please your Network connection'.
 */
export function bookingFailure(error: CombinedError | undefined, page: 'adult' | 'kids-or-course'): BookingFailure {
  const code = apiErrorCode(error);
  if (code && EXPLAINED.has(code)) return { title: apiErrorMessage(error), lingering: false };
  return { title: page === 'adult' ? ADULT_FAILURE : KIDS_FAILURE, lingering: true };
}
