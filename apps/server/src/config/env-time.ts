import { z } from 'zod';

/** The settings of time itself (issue 36): the one clock's offset and how long an unpaid renewal keeps its times. */
export const timeEnvShape = {
  // Days an unpaid membership renewal keeps the learner's weekly times before they are released (issue 36).
  MEMBERSHIP_GRACE_DAYS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 14')
    .max(14, 'must be between 1 and 14')
    .default(3),
  // Moves the app's one clock (lib/clock.ts) this many minutes ahead for the whole instance: holds, reminders,
  // renewals, grace, outcomes and payouts all read it (issue 36), so a test can start an instance 28 days ahead and
  // watch a renewal happen. Refused in production: money and people's time follow the real clock there.
  CLOCK_OFFSET_MINUTES: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .default(0),
};
