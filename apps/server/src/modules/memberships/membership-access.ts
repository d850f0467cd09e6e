import { AppError } from '../../lib/app-error';
import { BOOKING_NOT_FOUND } from '../../lib/booking-access';
import { isUuid } from '../../lib/uuid';
import type { Viewer } from '../accounts/viewer';
import type { MentorBookingRow } from '../bookings/mentor-bookings.schema';
import { isLearner } from '../sessions/session-rules';
import type { MembershipsDeps } from './memberships-deps';

export interface MembershipCaller {
  viewer: Viewer;
  token?: string | null | undefined;
}

/** An admin is a stranger here (the same answer as a missing booking): admins see bookings in their lists. */
export type Side = 'LEARNER' | 'MENTOR';

/** Who may read or change a booking's membership: its learner (token, mailed link or signed in) and its mentor. */
export class MembershipAccess {
  constructor(private readonly deps: Pick<MembershipsDeps, 'bookings' | 'links'>) {}

  async booking(bookingId: string): Promise<MentorBookingRow> {
    const [booking] = isUuid(bookingId) ? await this.deps.bookings.findByIds([bookingId]) : [];
    if (!booking) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
    return booking;
  }

  /** Which side the caller is on for this booking, or null for a stranger. */
  sideOf(caller: MembershipCaller, booking: MentorBookingRow): Side | null {
    if (isLearner(booking, caller, this.deps.links)) return 'LEARNER';
    const mentor = caller.viewer.role !== 'visitor' ? caller.viewer.mentor : null;
    if (mentor && booking.mentorId === mentor.id) return 'MENTOR';
    return null;
  }

  /** The booking when the caller may read its membership: its learner or its mentor. */
  async readable(caller: MembershipCaller, bookingId: string, token?: string | null): Promise<MentorBookingRow> {
    const booking = await this.booking(bookingId);
    if (!this.sideOf({ viewer: caller.viewer, token: token ?? caller.token }, booking)) {
      throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
    }
    return booking;
  }
}
