/**
 * Paths whose last segment is a secret (a calendar feed's address, modules/calendar-feed): anyone who reads it reads
 * the person's calendar, so logs and traces keep the route and drop the secret.
 */
const SECRET_SEGMENT = /^(\/api\/calendar\/)[^/]+$/;

/** A request's path for logs and traces: without the query string (which may carry a token) or a path secret. */
export function loggablePath(url: string): string {
  return (url.split('?')[0] ?? '').replace(SECRET_SEGMENT, '$1<secret>.ics');
}
