import { pendingBookingKeys, type PendingBookingKind } from '@eazy2con/shared/bookings';

/**
 * A booking awaiting payment, remembered in this browser (spec 2 §3's local storage keys). The token is what the
 * server asks for before it reads or changes the booking (an id alone reads nothing), so both are kept together.
 */
export interface PendingBooking {
  id: string;
  token: string;
}

const isPendingBooking = (value: unknown): value is PendingBooking =>
  typeof value === 'object' &&
  value !== null &&
  'id' in value &&
  'token' in value &&
  typeof value.id === 'string' &&
  typeof value.token === 'string' &&
  value.id !== '' &&
  value.token !== '';

/** The stored booking, or null when there is none or what is stored is not one (an old id-only value, say). */
export function readPendingBooking(kind: PendingBookingKind): PendingBooking | null {
  try {
    const raw = window.localStorage.getItem(pendingBookingKeys[kind]);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return isPendingBooking(value) ? value : null;
  } catch {
    // Storage switched off (private mode) or a value we did not write: behave as if nothing is pending.
    return null;
  }
}

export function savePendingBooking(kind: PendingBookingKind, booking: PendingBooking): void {
  try {
    window.localStorage.setItem(pendingBookingKeys[kind], JSON.stringify({ id: booking.id, token: booking.token }));
  } catch {
    // Without storage the booking still exists on the server and in the confirmation mail; only 'welcome back' is lost.
  }
}

export function clearPendingBooking(kind: PendingBookingKind): void {
  try {
    window.localStorage.removeItem(pendingBookingKeys[kind]);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
