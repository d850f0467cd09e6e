import type { Tx } from '../../db/transaction';
import type { MentorBookingRow } from '../bookings/mentor-bookings.schema';
import type { MembershipsDeps } from './memberships-deps';
import type { MembershipCycleRow } from './memberships.schema';

/** A path on the site made absolute for a message; an address elsewhere (the bank's page) stays as it is. */
const absolute = (publicUrl: string, url: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url);

/** What the renewal job tells people: the payer when a renewal waits on them, and who the mentor is. */
export class RenewalNotices {
  constructor(private readonly deps: MembershipsDeps) {}

  /** The learner's membership page, opened by the link in their mails (their booking's learner link). */
  page(bookingId: string): string {
    return `/my-sessions?booking=${bookingId}&t=${encodeURIComponent(this.deps.links.tokenFor(bookingId))}`;
  }

  /** Tells the payer the renewal waits on them: the invoice to pay, the bank's approval page, or a new card. */
  async paymentNeeded(
    tx: Tx,
    booking: MentorBookingRow,
    cycle: MembershipCycleRow,
    why: 'TRANSFER' | 'AUTHORISE' | 'DECLINED',
    graceUntil: Date,
    payUrl: string,
  ) {
    const page = this.page(booking.id);
    await this.deps.notifications.notify(tx, {
      template: 'membership-payment-needed',
      data: {
        name: booking.fullName,
        with: await this.mentorName(booking, tx),
        amountKobo: cycle.amountKobo,
        path: page,
        why,
        graceUntil: graceUntil.toISOString(),
        payUrl: absolute(this.deps.publicUrl, payUrl),
      },
      email: booking.email,
      phone: booking.phone,
      channels: booking.channels,
    });
  }

  async mentorOf(booking: MentorBookingRow, tx: Tx) {
    if (!booking.mentorId) return null;
    const [mentor] = await this.deps.mentors.findManyByIds([booking.mentorId], undefined, tx);
    return mentor ? { name: `${mentor.firstname} ${mentor.lastname}`.trim(), email: mentor.email } : null;
  }

  async mentorName(booking: MentorBookingRow, tx: Tx): Promise<string> {
    return (await this.mentorOf(booking, tx))?.name ?? `your ${booking.type} plan`;
  }
}
