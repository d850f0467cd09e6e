import { lazy } from 'react';

// What other features may use from memberships (issue 36). Each part loads with its own chunk when first drawn, so
// the pages that show a membership (My sessions, /account, the mentor's bookings) carry none of it until then.

/** The learner's membership panel on My sessions. */
export const MembershipPanel = lazy(() => import('./MembershipPanel').then((m) => ({ default: m.MembershipPanel })));
/** A plan booking's membership line in "Your bookings" on /account. */
export const AccountMembership = lazy(() =>
  import('./AccountMembership').then((m) => ({ default: m.AccountMembership })),
);
/** A learner's membership (weekly times, next cycle paid) in the mentor's bookings table. */
export const MentorMembership = lazy(() => import('./MentorMembership').then((m) => ({ default: m.MentorMembership })));
