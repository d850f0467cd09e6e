import type { mentorBookings } from '../bookings/mentor-bookings.schema';
import type { mailOutbox } from '../mail/mail.schema';

// The types the admin module names of its lists, declared here so it does not import the read model that reads
// them (modules/read-models/admin-lists.repo.ts imports these instead; decision 0037).

/** What every admin list answers: one page and the count of every row matching the search. */
export interface AdminPage<T> {
  items: T[];
  total: number;
}

/**
 * Every admin list: its rows (a table, or for the kids list a union of two) and its allow-lists of searchable and
 * sortable columns (read-models/admin-lists.repo.ts).
 */
export type AdminListName =
  | 'mentorApplications'
  | 'bookAmentors'
  | 'customBookAmentors'
  | 'bookKidmentors'
  | 'contactUs'
  | 'bootcamps'
  | 'webinarAttendees'
  | 'bookAdvisories'
  | 'courses'
  | 'mentorReviews'
  | 'outboxMails'
  | 'auditLog';

export type KidsBookingRow = {
  kind: 'kidMentor' | 'camp';
  id: string;
  parentName: string;
  parentEmail: string;
  parentPhone: string;
  noOfKids: number;
  childAge: string | null;
  interest: string | null;
  plan: string | null;
  amountKobo: number;
  transferOption: boolean;
  paymentStatus: (typeof mentorBookings.$inferSelect)['paymentStatus'];
  paymentTxRef: string | null;
  /** When the booker cancelled it (cancelBooking), or null. */
  cancelledAt: Date | null;
  createdAt: Date;
};

export type OutboxStatus = (typeof mailOutbox.$inferSelect)['status'];
