const DAY_MS = 24 * 60 * 60 * 1000;

export type HiringCountdown = { ended: true; text: 'Ended' } | { ended: false; text: string; days: number };

/**
 * The hiring banner's countdown (spec 1 §4): 'Ended' once the end date (YYYY-MM-DD, the start of that day in the
 * visitor's time zone) has passed, otherwise 'ends in N day(s)', rounded up and never less than 1.
 */
export function hiringCountdown(endsAt: string, now: Date): HiringCountdown {
  const end = new Date(`${endsAt}T00:00:00`);
  const left = end.getTime() - now.getTime();
  if (Number.isNaN(left) || left <= 0) return { ended: true, text: 'Ended' };
  const days = Math.max(1, Math.ceil(left / DAY_MS));
  return { ended: false, days, text: `ends in ${days} day(s)` };
}
