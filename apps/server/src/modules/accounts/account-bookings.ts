/** The kinds of booking a person can make (issue 35): each has its own table and its own module. */
export const accountBookingKinds = ['MENTOR', 'KIDS', 'CAMP', 'BOOTCAMP', 'ADVISORY', 'WEBINAR'] as const;
export type AccountBookingKind = (typeof accountBookingKinds)[number];

/** One booking as its owner's account page lists it: what, when it was made, where it stands. */
export interface AccountBooking {
  kind: AccountBookingKind;
  id: string;
  /** What was booked, in the product's words ('Individual plan · Scratch Programming'). */
  title: string;
  /** With whom or for whom (the mentor, the children), when known. */
  detail: string | null;
  /** The payment's state (NOT_REQUIRED for free ones), or BOOKED for what has no payment (calls, webinars). */
  status: string;
  cancelled: boolean;
  amountKobo: number | null;
  createdAt: Date;
  /** When it happens, for what has one time (an advisory call). */
  at: Date | null;
}

/**
 * Every booking made with an e-mail, across the kinds (read by the read models, which may read every module's
 * tables: read-models/account-bookings.repo.ts). A booking made without an account is the account's once the account
 * has confirmed that e-mail: the address is what both share, and only its holder could confirm it.
 */
export interface AccountBookingsReads {
  byEmail(email: string, limit: number): Promise<AccountBooking[]>;
}
