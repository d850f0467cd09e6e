import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../core/graphql/graphql';
import { useHydrated } from '../../ui/use-hydrated';
import { useAuth } from '../accounts/public';

/**
 * The signed-in parent's children (issue 35), for the kids booking form and the camp's: their first name and age
 * band only, which is all a form needs to name a child. A separate query, not part of the first load's session, so
 * visitors (most people on these public pages) never ask for it; and not the account page's (families), which
 * reads each child's consent record too.
 */
export const ChildrenToBookForQuery = graphql(`
  query ChildrenToBookFor {
    me {
      children {
        id
        firstName
        ageBand
      }
    }
  }
`);

export type MyChild = ResultOf<typeof ChildrenToBookForQuery>['me']['children'][number];

/** What a form can offer: nothing yet (loading, or the server failed), a sign-in, adding a child, or the children. */
export type MyChildren =
  { state: 'unknown' } | { state: 'signed-out' } | { state: 'none' } | { state: 'some'; children: readonly MyChild[] };

/**
 * The children once the page is the browser's: the server renders these forms for visitors and with suspense, so
 * asking during its render would hold the page back, and what it rendered could differ from the browser's first
 * render (the session is read there).
 */
export function useMyChildren(): MyChildren {
  const hydrated = useHydrated();
  const auth = useAuth();
  const ask = hydrated && auth.isAuthenticated;
  const [{ data }] = useQuery({ query: ChildrenToBookForQuery, pause: !ask, requestPolicy: 'cache-and-network' });
  if (!hydrated || auth.loading) return { state: 'unknown' };
  if (!auth.isAuthenticated) return { state: 'signed-out' };
  const children = data?.me.children;
  if (!children) return { state: 'unknown' };
  return children.length === 0 ? { state: 'none' } : { state: 'some', children };
}

/** How a child is named in a choice: first name and age band ('Ada · 7 - 12 years'). */
export const childLabel = (child: MyChild) => `${child.firstName} · ${child.ageBand}`;
