// Import-free: a page's first script reads these (apps/web/src/app/boot) without the booking rules and plans.
/** localStorage keys of the pending (awaiting payment) bookings; each holds `{ id, token }` (spec 2 §3). */
export const pendingBookingKeys = {
  mentor: 'book-mentor-id',
  kidMentor: 'kid-book-mentor-id',
  camp: 'weekend-camp-id',
  bootcamp: 'bootcamp-id',
  /** A membership's later cycle (issue 36), paid from My sessions or a mailed link. */
  membershipCycle: 'membership-cycle-id',
} as const;
export type PendingBookingKind = keyof typeof pendingBookingKeys;
