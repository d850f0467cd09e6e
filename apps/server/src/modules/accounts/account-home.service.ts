import { paymentStatuses, type PaymentStatus } from '@eazy2con/shared/bookings';
import type { PayableBookingKind } from '@eazy2con/shared/payments';
import type {
  AccountBooking,
  AccountBookingKind,
  AccountBookingsReads,
  AccountBookingView,
  BookingPaperworkReads,
} from './account-bookings';
import type { SignedInViewer } from './viewer';

/** At most this many bookings of each kind on the account page (newest first). */
const PER_KIND = 50;

/** The kinds payments can charge, by the name payments gives them (calls and webinars have no payment). */
const PAYABLE: Partial<Record<AccountBookingKind, PayableBookingKind>> = {
  MENTOR: 'mentor',
  KIDS: 'kidMentor',
  CAMP: 'camp',
  BOOTCAMP: 'bootcamp',
};

const isPaymentStatus = (status: string): status is PaymentStatus =>
  (paymentStatuses as readonly string[]).includes(status);

/**
 * The account page's "Your bookings" (issue 35): every booking of every kind made with the account's e-mail, once
 * the account has confirmed it, with its invoices and receipts. Before that, the address is only typed, so nothing
 * made with it is shown.
 */
export class AccountHomeService {
  constructor(
    private readonly reads: AccountBookingsReads,
    private readonly paperwork: BookingPaperworkReads,
  ) {}

  async bookings(viewer: SignedInViewer): Promise<AccountBookingView[]> {
    if (!viewer.emailVerified) return [];
    const bookings = await this.reads.byEmail(viewer.email.toLowerCase(), PER_KIND);
    const paid = bookings.flatMap((booking) => {
      const kind = PAYABLE[booking.kind];
      return kind && isPaymentStatus(booking.status)
        ? [
            {
              booking,
              ref: {
                kind,
                id: booking.id,
                paymentStatus: booking.status,
                cancelled: booking.cancelled,
                amountKobo: booking.amountKobo ?? 0,
              },
            },
          ]
        : [];
    });
    // The invoices and receipts of the whole page at once (one read per kind of paper), never one booking at a time.
    const papers = await this.paperwork.of(paid.map((p) => p.ref));
    const byBooking = new Map<AccountBooking, (typeof papers)[number]>();
    paid.forEach((p, i) => {
      const paper = papers[i];
      if (paper) byBooking.set(p.booking, paper);
    });
    return bookings.map((booking) => ({
      ...booking,
      ...(byBooking.get(booking) ?? { payable: false, invoices: [], receipts: [] }),
    }));
  }
}
