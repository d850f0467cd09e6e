import { useQuery } from 'urql';
import { MEMBERSHIPS_AT_ONCE } from '@eazy2con/shared/validation/memberships';
import { MembershipsOfQuery, type Membership } from './memberships.queries';

/** The ids asked together with `bookingId`: the page's ids, in groups of as many as one request takes. */
export function idsAskedWith(bookingId: string, pageIds: readonly string[]): string[] {
  const at = Math.max(0, pageIds.indexOf(bookingId));
  const start = at - (at % MEMBERSHIPS_AT_ONCE);
  const group = pageIds.slice(start, start + MEMBERSHIPS_AT_ONCE);
  return group.includes(bookingId) ? group : [bookingId];
}

/**
 * One booking's membership among a page's (signed in: no token). Every row asks with the same ids, so urql sends one
 * request for the group and answers every row from it. `membership` is null when the booking is not one.
 */
export function usePageMembership(bookingId: string, pageIds: readonly string[]) {
  const [{ data, error, fetching }] = useQuery({
    query: MembershipsOfQuery,
    variables: { bookingIds: idsAskedWith(bookingId, pageIds) },
    requestPolicy: 'cache-and-network',
  });
  const membership: Membership | null = data?.memberships.find((m) => m.bookingId === bookingId) ?? null;
  return { membership, error, loaded: Boolean(data) && !fetching };
}
