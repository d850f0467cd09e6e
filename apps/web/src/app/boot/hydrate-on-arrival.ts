import { SERVER_DATA_ELEMENT_ID } from '../../core/graphql/server-data-id';
import { pendingBookingKeys, type PendingBookingKind } from '@eazy2con/shared/pending-booking-keys';
import { LOGGED_OUT_FLAG } from '../../features/accounts/logged-out-flag';
import { CHAT_VISITOR_KEY, learnerTokenKey } from '../../core/browser-kept-keys';
import { SETTLED_BOOKING_ATTRIBUTE, START_ON_ARRIVAL_ATTRIBUTE } from '../../core/page-marks';

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

/** What the loader reads of a browser storage (`opensWhenRead` gives one; tests give their own). */
type Store = Pick<Storage, 'getItem'>;
type WritableStore = Pick<Storage, 'getItem' | 'removeItem'>;

/**
 * Whether the app starts on arrival: the last page left it something to say at once
 * (a logout ends on a full page load of /, which says 'Logged Out!'; a failed Google sign-in comes back to
 * /login?error=…, which says why), or it shows this browser's pending booking.
 */
export function hydratesOnArrival(
  pathname: string,
  session: Store = opensWhenRead(() => window.sessionStorage),
  local: Store = opensWhenRead(() => window.localStorage),
  search = '',
): boolean {
  if (session.getItem(LOGGED_OUT_FLAG) === '1') return true;
  if (pathname === '/login' && new URLSearchParams(search).has('error')) return true;
  const pending = Object.entries(PENDING_BOOKING_PAGES).find(([pattern]) => matchesPattern(pattern, pathname));
  return pending !== undefined && Boolean(local.getItem(pendingBookingKeys[pending[1]]));
}

/**
 * Pages the server draws as a new visitor sees them, whose content this browser's own storage decides otherwise
 * when it keeps something for them: the visitor chat shows a kept visitor's chats, the learner space a signed-in
 * child's classes. Each names the key that changes it (from the page's path).
 */
export const BROWSER_KEPT_PAGES: readonly { pattern: string; key: (pathname: string) => string }[] = [
  { pattern: '/chat', key: () => CHAT_VISITOR_KEY },
  { pattern: '/chat/:id', key: () => CHAT_VISITOR_KEY },
  { pattern: '/learner/:childId', key: (pathname) => learnerTokenKey(pathname.split('/').filter(Boolean)[1] ?? '') },
];

/**
 * Whether the browser must draw the page afresh at once rather than take over what the server drew: what it shows
 * comes from this browser, not from the server. A page opened with navigation state (a reload of /success after a
 * booking: the router keeps its state in the history entry) says what that state holds; a page of
 * BROWSER_KEPT_PAGES shows what this browser keeps for it. Hydrating the server's page would not match.
 */
export function drawsInBrowser(
  pathname: string,
  local: Store = opensWhenRead(() => window.localStorage),
  historyState: unknown = window.history.state,
): boolean {
  if (typeof historyState === 'object' && historyState !== null && 'usr' in historyState && historyState.usr != null) {
    return true;
  }
  const kept = BROWSER_KEPT_PAGES.find(({ pattern }) => matchesPattern(pattern, pathname));
  return kept !== undefined && Boolean(local.getItem(kept.key(pathname)));
}

/**
 * A storage of the browser opened when first read, not before. Opening one is a round trip to the browser process
 * (its permission, then its contents): on a first visit that is several milliseconds of the loader's one task after
 * the first paint (a trace of /book-mentor: 6 ms of 12), and most pages never read the storage they were given
 * (only the booking pages look for a pending booking, only the chat and learner pages for what this browser keeps).
 * A storage the browser refuses reads as empty.
 */
export function opensWhenRead(open: () => WritableStore): WritableStore {
  let opened: WritableStore | null | undefined;
  const storage = () => {
    if (opened !== undefined) return opened;
    try {
      opened = open();
    } catch {
      opened = null; // refused (a privacy setting)
    }
    return opened;
  };
  return {
    getItem: (key) => storage()?.getItem(key) ?? null,
    removeItem: (key) => storage()?.removeItem(key),
  };
}

/** Whether the page the server drew asks for its app at once (START_ON_ARRIVAL_ATTRIBUTE). */
export const asksToStart = (root: HTMLElement): boolean =>
  root.querySelector(`[${START_ON_ARRIVAL_ATTRIBUTE}]`) !== null;

/**
 * Forgets the booking a server-drawn payment result says is paid (SETTLED_BOOKING_ATTRIBUTE) when this browser keeps
 * it as awaiting payment: the booking pages would otherwise offer to pay it until the app had run on this page.
 */
export function forgetSettledBooking(
  root: HTMLElement,
  local: WritableStore = opensWhenRead(() => window.localStorage),
): void {
  const mark = root.querySelector(`[${SETTLED_BOOKING_ATTRIBUTE}]`)?.getAttribute(SETTLED_BOOKING_ATTRIBUTE) ?? '';
  const at = mark.lastIndexOf(':');
  if (at <= 0) return;
  const key = mark.slice(0, at);
  if (!(Object.values(pendingBookingKeys) as string[]).includes(key)) return;
  try {
    const kept: unknown = JSON.parse(local.getItem(key) ?? 'null');
    const id = typeof kept === 'object' && kept !== null && 'id' in kept ? kept.id : null;
    if (id === mark.slice(at + 1)) local.removeItem(key);
  } catch {
    // Not a booking this app wrote: left as it is.
  }
}

/** The page arrived drawn by the server with its data (decision 0024), not as the empty shell. */
export const drawnByServer = (root: HTMLElement): boolean =>
  root.firstChild !== null && document.getElementById(SERVER_DATA_ELEMENT_ID) !== null;
