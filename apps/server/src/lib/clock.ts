/**
 * The app's one clock (issue 36): every time rule and job that decides something for people (holds, reminders,
 * renewals, grace, session outcomes, payouts) asks it, never `Date.now()`, so one setting moves them together.
 * Infrastructure time (code expiry, rate-limit windows, job leases, mail retries) stays on the machine's clock: those
 * protect the running system, and a moved instance must still expire a code ten real minutes after sending it.
 */
export interface Clock {
  now(): Date;
}

/** The machine's clock moved `offsetMinutes` ahead (CLOCK_OFFSET_MINUTES; config refuses a non-zero one in production). */
export function offsetClock(offsetMinutes: number): Clock {
  const offsetMs = offsetMinutes * 60_000;
  return { now: () => new Date(Date.now() + offsetMs) };
}
