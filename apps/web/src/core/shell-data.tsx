import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useClient, type CombinedError, type TypedDocumentNode } from 'urql';
import { graphql, type ResultOf } from './graphql/graphql';
import { SiteInfoFields } from './site-info-fields';
import { MeFields } from './session-fields';

/**
 * What every page's shell needs from the server: the session (the navigation's account items, private routes) and
 * the company's details (brand, footer). A first load asks for them once, in one request, together with the data of
 * the page it lands on when that page has a first-load query (first-load-query.ts: the home page's sections).
 */
export const ShellFields = graphql(
  `
    fragment ShellFields on Query {
      ...MeFields
      ...SiteInfoFields
    }
  `,
  [MeFields, SiteInfoFields],
);

/** The shell's data alone: the first load's query of a page without its own. */
export const ShellQuery = graphql(
  `
    query Shell {
      ...ShellFields
    }
  `,
  [ShellFields],
);

export type ShellData = ResultOf<typeof ShellFields>;
/** A first-load query: the shell's fields, and maybe a page's. */
export type ShellDocument = TypedDocumentNode<ShellData, Record<string, never>>;

interface ShellState {
  /** False until the first load's query has answered (or failed). */
  done: boolean;
  data?: ShellData;
  error?: CombinedError;
}

const ShellDataContext = createContext<ShellState>({ done: false });

/**
 * Runs the first load's query once, at start-up, without waiting for the page's code: the page reads its part of
 * the same answer with `useQuery` on the same document (urql shares the request, then answers from its cache), so
 * the shell and the page make one request between them. The page never waits for the session: it renders at once.
 * A page the server rendered brings the answer with it, and no request is made.
 */
export function ShellDataProvider({ query, children }: { query: ShellDocument; children: ReactNode }) {
  const client = useClient();
  // A server-rendered page already holds the answer (urql's ssrExchange serves it from the page), and so does the
  // server while it renders (entry-server.tsx asks first): the first render shows it, as the server's HTML does.
  const [state, setState] = useState<ShellState>(() => {
    const cached = client.readQuery(query, {});
    return cached ? { done: true, data: cached.data ?? undefined, error: cached.error } : { done: false };
  });
  const answered = state.done;
  useEffect(() => {
    if (answered) return;
    let current = true;
    void client
      .query(query, {})
      .toPromise()
      .then((result) => {
        if (current) setState({ done: true, data: result.data ?? undefined, error: result.error });
      });
    return () => {
      current = false;
    };
  }, [client, query, answered]);
  return <ShellDataContext.Provider value={state}>{children}</ShellDataContext.Provider>;
}

export const useShellData = () => useContext(ShellDataContext);
