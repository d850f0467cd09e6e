import { useId, useRef } from 'react';
import { countryOptions } from '@eazy2con/shared/countries';
import { specializationOptions } from '@eazy2con/shared/options';
import { TextInput } from '../../ui/inputs';
import { useTypedBeforeHydration } from '../../ui/use-typed-before-hydration';

export interface DirectoryFilterValues {
  q: string;
  specialization: string;
  country: string;
}

interface Props {
  values: DirectoryFilterValues;
  onChange: (next: DirectoryFilterValues) => void;
  /**
   * The countries the directory's mentors live in (codes, mentorCountries): the country filter offers these, and the
   * one chosen (an address may name another). Every country until they are known.
   */
  countries?: readonly string[];
}

/** The country filter's choices: the mentors' countries and the chosen one, in the list's order (by name). */
export function countryChoices(countries: readonly string[] | undefined, chosen: string) {
  if (!countries) return countryOptions;
  const offered = new Set([...countries, chosen.toUpperCase()]);
  return countryOptions.filter((option) => offered.has(option.code));
}

/**
 * The directory's search box and its specialization and country filters (native selects: light and accessible).
 * The server draws them, so what was typed or chosen before the page's script arrived is taken over once hydrated.
 */
export function DirectoryFilters({ values, onChange, countries }: Props) {
  const id = useId();
  const q = useRef<HTMLInputElement>(null);
  const specialization = useRef<HTMLSelectElement>(null);
  const country = useRef<HTMLSelectElement>(null);
  useTypedBeforeHydration({ q, specialization, country }, values, onChange);
  return (
    <form className="mentor-filters" role="search" onSubmit={(event) => event.preventDefault()}>
      <div className="mentor-filters__field mentor-filters__field--wide">
        <label htmlFor={`${id}-q`}>Search mentors</label>
        <TextInput
          ref={q}
          id={`${id}-q`}
          type="search"
          placeholder="Name, skill, country or course"
          value={values.q}
          onChange={(event) => onChange({ ...values, q: event.target.value })}
        />
      </div>
      <div className="mentor-filters__field">
        <label htmlFor={`${id}-spec`}>Specialization</label>
        <select
          ref={specialization}
          id={`${id}-spec`}
          className="input form-select"
          value={values.specialization}
          onChange={(event) => onChange({ ...values, specialization: event.target.value })}
        >
          <option value="">All specializations</option>
          {specializationOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <div className="mentor-filters__field">
        <label htmlFor={`${id}-country`}>Country</label>
        <select
          ref={country}
          id={`${id}-country`}
          className="input form-select"
          value={values.country}
          onChange={(event) => onChange({ ...values, country: event.target.value })}
        >
          <option value="">All countries</option>
          {countryChoices(countries, values.country).map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
