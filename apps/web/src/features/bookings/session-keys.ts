/**
 * The idempotency key of each time booked on a booking (bookSession's `idempotencyKey`), kept in this tab's session
 * storage under the booking's id: a retry after a network error sends the same key, so a session the server did
 * book before the answer was lost is answered again rather than booked twice.
 */
const storageKey = (bookingId: string) => `booking-session-keys:${bookingId}`;

const isKeyMap = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((key) => typeof key === 'string');

function readKeys(bookingId: string): Record<string, string> {
  try {
    const raw = window.sessionStorage.getItem(storageKey(bookingId));
    const value: unknown = raw ? JSON.parse(raw) : {};
    return isKeyMap(value) ? value : {};
  } catch {
    // Storage switched off, or a value we did not write: new keys (a lost answer may then book a time twice, which
    // the mentor's calendar refuses as taken).
    return {};
  }
}

/** The same instant written the same way, whatever form the slot picker gave it in. */
const instantKey = (start: string) => {
  const time = Date.parse(start);
  return Number.isNaN(time) ? start : new Date(time).toISOString();
};

/** The key for booking `start` on this booking: the one used before, or a new one (kept for the next retry). */
export function sessionKey(bookingId: string, start: string): string {
  const keys = readKeys(bookingId);
  const at = instantKey(start);
  const known = keys[at];
  if (known) return known;
  const key = crypto.randomUUID();
  try {
    window.sessionStorage.setItem(storageKey(bookingId), JSON.stringify({ ...keys, [at]: key }));
  } catch {
    // Without storage the key lives for this one call only.
  }
  return key;
}

/** Every chosen time is booked: the keys are no longer needed. */
export function forgetSessionKeys(bookingId: string): void {
  try {
    window.sessionStorage.removeItem(storageKey(bookingId));
  } catch {
    // Nothing to forget without storage.
  }
}
