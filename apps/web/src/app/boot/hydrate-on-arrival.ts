import { SERVER_DATA_ELEMENT_ID } from '../../core/graphql/server-data-id';
import { pendingBookingKeys, type PendingBookingKind } from '@eazy2con/shared/pending-booking-keys';
import { LOGGED_OUT_FLAG } from '../../features/accounts/logged-out-flag';

/**
 * Server-drawn pages that must change on their own, without the person touching them: the app starts on them at
 * once. The invoice's own link watches for its bank transfer to arrive (InvoiceLinkPage polls) and says "paid" when
 * it has. Patterns as the route table writes them (public-pages.ts).
 */
export const HYDRATE_ON_ARRIVAL_PATTERNS: readonly string[] = ['/payment-invoice/:id'];

/** Whether `pathname` matches a route pattern of static segments and `:params` (one segment each). */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  return want.length === got.length && want.every((segment, i) => segment.startsWith(':') || segment === got[i]);
}

/**
 * Pages that show this browser's own booking awaiting payment instead of the form the server drew (spec 2 §3): a
 * person coming back must see it at once, not the empty form until they touch the page.
 */
export const PENDING_BOOKING_PAGES: Readonly<Record<string, PendingBookingKind>> = {
  '/book-mentor': 'mentor',
  '/kid-book-mentor': 'kidMentor',
  '/weekend-camp': 'camp',
  '/bootcamp': 'bootcamp',
};

type Store = Pick<Storage, 'getItem'> | null;

/**
 * Whether the app starts on arrival: the page changes on its own, the last page left it something to say at once
 * (a logout ends on a full page load of /, which says 'Logged Out!'), or it shows this browser's pending booking.
 */
export function hydratesOnArrival(
  pathname: string,
  session: Store = store(() => window.sessionStorage),
  local: Store = store(() => window.localStorage),
): boolean {
  if (HYDRATE_ON_ARRIVAL_PATTERNS.some((pattern) => matchesPattern(pattern, pathname))) return true;
  if (session?.getItem(LOGGED_OUT_FLAG) === '1') return true;
  const pending = Object.entries(PENDING_BOOKING_PAGES).find(([pattern]) => matchesPattern(pattern, pathname));
  return pending !== undefined && Boolean(local?.getItem(pendingBookingKeys[pending[1]]));
}

/** A storage of the browser, or null where it refuses it (a privacy setting). */
function store(open: () => Storage): Storage | null {
  try {
    return open();
  } catch {
    return null;
  }
}

/** The page arrived drawn by the server with its data (decision 0024), not as the empty shell. */
export const drawnByServer = (root: HTMLElement): boolean =>
  root.firstChild !== null && document.getElementById(SERVER_DATA_ELEMENT_ID) !== null;
