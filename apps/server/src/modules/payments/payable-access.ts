import { AppError } from '../../lib/app-error';
import { BOOKING_NOT_FOUND, opensBooking, type ConfirmedEmail } from '../../lib/booking-access';
import type { PayableBooking } from './payable-bookings';

/**
 * The booking when the caller may act on it: they hold its access token (decision 0012), or their signed-in account
 * confirmed the booking's e-mail (issue 35). Anyone else gets NOT_FOUND, the very answer of a missing booking.
 */
export async function requirePayableAccess(
  booking: PayableBooking | null,
  token: string | undefined,
  confirmedEmail: ConfirmedEmail,
): Promise<PayableBooking> {
  const opens =
    booking !== null &&
    (await opensBooking(
      { accessTokenHash: booking.accessTokenHash, email: booking.customer.email },
      token,
      confirmedEmail,
    ));
  if (!booking || !opens) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
  return booking;
}
