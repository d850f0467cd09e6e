import { CombinedError } from 'urql';

/** One section's share of a query that several sections read (the home page's one request). */
export interface SectionResult<T> {
  data: T | undefined;
  fetching: boolean;
  error: CombinedError | undefined;
}

/**
 * The part of a combined query's answer that belongs to one of its top-level fields, with only the errors that
 * concern it: a failing resolver answers its own field null with an error whose path starts with that field, and
 * leaves the other sections' data alone; a network failure (or an error without a path) concerns every section.
 */
export function sectionResult<Data, K extends keyof Data>(
  result: { data?: Data | null; fetching: boolean; error?: CombinedError },
  field: K,
): SectionResult<Data[K]> {
  const { error } = result;
  let own: CombinedError | undefined;
  if (error) {
    const graphQLErrors = error.graphQLErrors.filter((e) => !e.path || e.path.length === 0 || e.path[0] === field);
    if (error.networkError) own = error;
    else if (graphQLErrors.length > 0) own = new CombinedError({ graphQLErrors, response: error.response as unknown });
  }
  const data = result.data?.[field] ?? undefined;
  return { data: data === null ? undefined : data, fetching: result.fetching, error: own };
}
