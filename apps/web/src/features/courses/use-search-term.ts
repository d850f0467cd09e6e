import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@eazy2con/shared/course-limits';
import { useDebouncedValue } from '../../ui/use-debounced-value';

/**
 * A search box's text and the term it sends (spec 1 §4): `rule` (search-rules.ts) applied to the text 300 ms after
 * typing stops, null for "no filter".
 */
export function useSearchTerm(rule: (input: string) => string | null) {
  const [input, setInput] = useState('');
  const term = rule(useDebouncedValue(input, SEARCH_DEBOUNCE_MS));
  return { input, setInput, term };
}
