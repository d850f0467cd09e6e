import { SERVER_DATA_ELEMENT_ID } from '../../core/graphql/server-data-id';
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
 * Whether the app starts on arrival: the page changes on its own, or the last page left it something to say at once
 * (a logout ends on a full page load of /, which says 'Logged Out!').
 */
export const hydratesOnArrival = (
  pathname: string,
  storage: Pick<Storage, 'getItem'> | null = sessionStore(),
): boolean =>
  HYDRATE_ON_ARRIVAL_PATTERNS.some((pattern) => matchesPattern(pattern, pathname)) ||
  storage?.getItem(LOGGED_OUT_FLAG) === '1';

/** The tab's session storage, or null where the browser refuses it (a privacy setting). */
function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The page arrived drawn by the server with its data (decision 0024), not as the empty shell. */
export const drawnByServer = (root: HTMLElement): boolean =>
  root.firstChild !== null && document.getElementById(SERVER_DATA_ELEMENT_ID) !== null;
