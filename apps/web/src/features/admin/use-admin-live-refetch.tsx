import { useEffect } from 'react';
import { useSubscription, type TypedDocumentNode } from 'urql';

/** An admin subscription whose every event means "the list changed" (spec 3 §4, §7.3); it takes no variables. */
export type LiveEvent<Data = unknown> = TypedDocumentNode<Data, Record<string, never>>;

/**
 * Asks a list again after each event of `subscription` (the webinar, bookings and kids lists). The events carry only
 * an id: the list's order, search and page decide where (and whether) the row shows, so the page is fetched again
 * rather than patched. Until the client has a subscription exchange the subscription is simply never answered.
 */
export function useAdminLiveRefetch<Data>(subscription: LiveEvent<Data>, refetch: () => void): void {
  const [{ data }] = useSubscription({ query: subscription });
  useEffect(() => {
    if (data) refetch();
  }, [data, refetch]);
}

/** The hook for a table that may or may not be live (hooks cannot be called conditionally). */
export function LiveRefetch<Data>({ subscription, refetch }: { subscription: LiveEvent<Data>; refetch: () => void }) {
  useAdminLiveRefetch(subscription, refetch);
  return null;
}
