/**
 * What the public booking form needs of sessions while it is drawn, without zod (issue 38): the zone the team
 * keeps, how long a chosen time is held, and how a session time is written. sessions.ts re-exports them.
 */
export const DEFAULT_TIME_ZONE = 'Africa/Lagos';

/** An unpaid booking keeps its chosen times this long: a card payment is quick, a bank transfer takes days. */
export const HOLD_MINUTES = { card: 30, transfer: 72 * 60 } as const;

const zoneAbbreviation = (instant: Date, timeZone: string): string => {
  if (timeZone === DEFAULT_TIME_ZONE) return 'WAT';
  const part = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
};

const clock = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);

/**
 * A session time as a person reads it: in their own zone, with Lagos time beside it when the two differ
 * ('10:00 WAT · 09:00 GMT'), since mentors and the team keep Lagos time.
 */
export function slotLabel(instant: Date, viewerZone: string): string {
  const wat = `${clock(instant, DEFAULT_TIME_ZONE)} WAT`;
  const own = `${clock(instant, viewerZone)} ${zoneAbbreviation(instant, viewerZone)}`;
  return own === wat ? wat : `${wat} · ${own}`;
}

/** 'Tuesday 1 December' in the reader's zone. */
export function dayLabel(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long', day: 'numeric', month: 'long' }).format(instant);
}
