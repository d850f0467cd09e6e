import type { AccountBooking, AccountBookingsReads } from './account-bookings';
import type { SignedInViewer } from './viewer';

/** At most this many bookings of each kind on the account page (newest first). */
const PER_KIND = 50;

/**
 * The account page's "Your bookings" (issue 35): every booking of every kind made with the account's e-mail, once
 * the account has confirmed it. Before that, the address is only typed, so nothing made with it is shown.
 */
export class AccountHomeService {
  constructor(private readonly reads: AccountBookingsReads) {}

  bookings(viewer: SignedInViewer): Promise<AccountBooking[]> {
    if (!viewer.emailVerified) return Promise.resolve([]);
    return this.reads.byEmail(viewer.email.toLowerCase(), PER_KIND);
  }
}
