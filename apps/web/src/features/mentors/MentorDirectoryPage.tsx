import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { MENTOR_SEARCH_DEBOUNCE_MS } from '@eazy2con/shared/mentor-limits';
import { usePageTitle } from '../../core/use-page-title';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { DirectoryFilters, type DirectoryFilterValues } from './DirectoryFilters';
import { MentorGrid } from './MentorGrid';
import { MentorCountriesQuery } from './queries';
import '../../ui/inputs.css';
import '../../ui/form/form.css';
import './mentors.css';

const valuesOf = (params: URLSearchParams): DirectoryFilterValues => ({
  q: params.get('q') ?? '',
  specialization: params.get('specialization') ?? '',
  country: params.get('country') ?? '',
});

/**
 * /discover-mentors and /mentors: accepted mentors, searched and filtered on the server. The search (debounced)
 * and the filters live in the address (`?q=`), so a search can be shared and survives a reload.
 */
export function MentorDirectoryPage() {
  usePageTitle('Discover Mentors');
  const [params, setParams] = useSearchParams();
  const [values, setValues] = useState(() => valuesOf(params));
  const q = useDebouncedValue(values.q.trim(), MENTOR_SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    const next = new URLSearchParams();
    if (q) next.set('q', q);
    if (values.specialization) next.set('specialization', values.specialization);
    if (values.country) next.set('country', values.country);
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
  }, [q, values.specialization, values.country, params, setParams]);

  const filter = useMemo(
    () => ({ q: q || null, specialization: values.specialization || null, country: values.country || null }),
    [q, values.specialization, values.country],
  );

  return (
    <div className="page">
      <header className="page__header">
        <h1>Discover Mentors</h1>
        <p>Find a mentor by name, skill, country or the courses they teach, then book a free trial lesson.</p>
      </header>
      <Filters values={values} onChange={setValues} />
      <MentorGrid key={JSON.stringify(filter)} filter={filter} />
    </div>
  );
}

/**
 * The filters with the countries the directory's mentors live in (a few, not all 250: fewer choices to scroll past,
 * and fewer elements for a phone to lay out before its first paint, issue 38). A sibling of the grid, not the page
 * itself, asks for them: while the server draws the page, the two queries wait side by side, not one after the other.
 */
function Filters(props: { values: DirectoryFilterValues; onChange: (next: DirectoryFilterValues) => void }) {
  const [countries] = useQuery({ query: MentorCountriesQuery });
  return <DirectoryFilters {...props} countries={countries.data?.mentorCountries} />;
}
