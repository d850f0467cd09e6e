import { useState, type ReactNode } from 'react';
import { Button } from '../ui/Button';
import { Notice } from '../ui/Notice';
import { useQuery, type TypedDocumentNode } from 'urql';
import { apiErrorMessage } from './graphql/errors';

/** One page of a paged list, as every list query answers it: the items and the cursor of the next page. */
export interface ListPage<Item> {
  items: Item[];
  nextToken: string | null;
}

/** The variables of a paged course list: its filter, the page size and the keyset cursor. */
export interface PageVariables<Filter> {
  filter?: Filter;
  limit?: number;
  nextToken?: string | null;
}

interface GridProps<Data, Filter, Item> {
  /** A paged list query; the grid asks it for one page at a time. */
  query: TypedDocumentNode<Data, PageVariables<Filter>>;
  /** The server-side filter. Give the grid a `key` of it to start over from the first page when it changes. */
  filter: Filter | undefined;
  pageSize: number;
  /** The list in the query's answer. */
  select: (data: Data) => ListPage<Item>;
  itemKey: (item: Item) => string;
  renderCard: (item: Item) => ReactNode;
  /** What the grid says when the first page is empty. */
  empty: ReactNode;
  /** The accessible name of the spinner shown while a page loads. */
  loadingLabel: string;
  /**
   * 'cache-and-network' where the viewer may just have changed the list (the mentor's own courses): an empty page
   * names no type that a mutation could invalidate, so the cache alone would keep showing it.
   */
  requestPolicy?: 'cache-first' | 'cache-and-network';
}

/**
 * A grid of course cards, a page at a time from the server (keyset paging): each loaded page is its own query, so
 * 'Load more' appends without refetching what is already shown.
 */
export function PagedGrid<Data, Filter, Item>(props: GridProps<Data, Filter, Item>) {
  const [tokens, setTokens] = useState<(string | null)[]>([null]);
  return (
    <div className="course-grid" aria-live="polite">
      {tokens.map((token, index) => (
        <CourseChunk
          key={token ?? 'first'}
          {...props}
          token={token}
          first={index === 0}
          last={index === tokens.length - 1}
          onMore={(next) => setTokens((list) => (list.includes(next) ? list : [...list, next]))}
        />
      ))}
    </div>
  );
}

interface ChunkProps<Data, Filter, Item> extends GridProps<Data, Filter, Item> {
  token: string | null;
  first: boolean;
  last: boolean;
  onMore: (nextToken: string) => void;
}

function CourseChunk<Data, Filter, Item>(props: ChunkProps<Data, Filter, Item>) {
  const {
    query,
    filter,
    pageSize,
    select,
    itemKey,
    renderCard,
    empty,
    loadingLabel,
    token,
    first,
    last,
    onMore,
    requestPolicy,
  } = props;
  const [{ data, fetching, error }] = useQuery({
    query,
    variables: { filter, limit: pageSize, nextToken: token },
    requestPolicy,
  });
  const page = data && select(data);
  if (error) return <Notice className="course-grid__wide" type="error" title={apiErrorMessage(error)} />;
  if (!page) {
    return (
      <div className="course-grid__wide course-grid__spinner" role="status" aria-label={loadingLabel}>
        <span className="spinner spinner--large" />
      </div>
    );
  }
  return (
    <>
      {page.items.map((item) => (
        <div key={itemKey(item)} className="course-grid__cell">
          {renderCard(item)}
        </div>
      ))}
      {first && page.items.length === 0 && (
        <p className="course-grid__wide course-grid__empty">
          <span data-testid="no-result">{empty}</span>
        </p>
      )}
      {last && page.nextToken && (
        <div className="course-grid__wide course-grid__more">
          <Button loading={fetching} onClick={() => page.nextToken && onMore(page.nextToken)}>
            Load more courses
          </Button>
        </div>
      )}
    </>
  );
}
