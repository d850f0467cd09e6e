import { useState } from 'react';
import { useQuery } from 'urql';
import { apiErrorMessage } from '../../core/graphql/errors';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { serverDrawn } from '../../ui/ServerDrawn';
import { MentorCardSkeletons } from './MentorCardSkeletons';
import { ListMentorsQuery } from './queries';

export const DIRECTORY_PAGE_SIZE = 12;

/** A page of cards: kept as the server drew it (issue 38); drawn in the browser, skeletons while its code loads. */
const MentorCards = serverDrawn(() => import('./MentorCards').then((module) => module.MentorCards), {
  fallback: <MentorCardSkeletons />,
});

interface Filter {
  q: string | null;
  specialization: string | null;
  country: string | null;
}

/**
 * The directory's cards, a page at a time (keyset paging): each loaded page is its own query, so 'Load more'
 * appends without refetching what is shown. Keyed by the filter by its parent, so a new search starts over.
 */
export function MentorGrid({ filter }: { filter: Filter }) {
  const [tokens, setTokens] = useState<(string | null)[]>([null]);
  return (
    <div className="course-grid mentor-grid" aria-live="polite">
      {tokens.map((token, index) => (
        <MentorChunk
          key={token ?? 'first'}
          filter={filter}
          token={token}
          first={index === 0}
          last={index === tokens.length - 1}
          onMore={(next) => setTokens((list) => (list.includes(next) ? list : [...list, next]))}
        />
      ))}
    </div>
  );
}

interface ChunkProps {
  filter: Filter;
  token: string | null;
  first: boolean;
  last: boolean;
  onMore: (nextToken: string) => void;
}

function MentorChunk({ filter, token, first, last, onMore }: ChunkProps) {
  const [{ data, fetching, error }] = useQuery({
    query: ListMentorsQuery,
    variables: { filter, limit: DIRECTORY_PAGE_SIZE, nextToken: token },
  });
  const page = data?.listMentors;
  if (error) return <Notice className="course-grid__wide" type="error" title={apiErrorMessage(error)} />;
  if (!page) {
    return (
      <>
        <span className="visually-hidden" role="status">
          Loading mentors
        </span>
        <MentorCardSkeletons />
      </>
    );
  }
  return (
    <>
      <MentorCards mentors={page.items} />
      {first && page.items.length === 0 && (
        <p className="course-grid__wide course-grid__empty" data-testid="no-result">
          No mentor matches your search.
        </p>
      )}
      {last && page.nextToken && (
        <div className="course-grid__wide course-grid__more">
          <Button loading={fetching} onClick={() => page.nextToken && onMore(page.nextToken)}>
            Load more
          </Button>
        </div>
      )}
    </>
  );
}
