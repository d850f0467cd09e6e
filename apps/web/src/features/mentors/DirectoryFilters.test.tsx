import { useState } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { countryOptions } from '@eazy2con/shared/countries';
import { DirectoryFilters, countryChoices, type DirectoryFilterValues } from './DirectoryFilters';

/** The directory page's part that matters here: the filters' state, shown so the test can read what React holds. */
function Directory({ initial }: { initial: DirectoryFilterValues }) {
  const [values, setValues] = useState(initial);
  return (
    <>
      <DirectoryFilters values={values} onChange={setValues} />
      <output>{JSON.stringify(values)}</output>
    </>
  );
}

const EMPTY: DirectoryFilterValues = { q: '', specialization: '', country: '' };
let container: HTMLElement | null = null;
afterEach(() => container?.remove());

/** Draws the filters as the server does, lets the "person" use the bare HTML, then hydrates it. */
function drawTypeHydrate(initial: DirectoryFilterValues, type: (root: HTMLElement) => void) {
  container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Directory initial={initial} />);
  type(container);
  const root = container;
  act(() => {
    hydrateRoot(root, <Directory initial={initial} />);
  });
  return JSON.parse(root.querySelector('output')!.textContent) as DirectoryFilterValues;
}

describe('DirectoryFilters on a server-drawn /discover-mentors', () => {
  it('takes over a search typed and filters chosen before hydration', () => {
    const state = drawTypeHydrate(EMPTY, (root) => {
      root.querySelector<HTMLInputElement>('input[type="search"]')!.value = 'ada';
      root.querySelector<HTMLSelectElement>('select')!.value = 'Frontend';
      root.querySelectorAll<HTMLSelectElement>('select')[1]!.value = 'NG';
    });
    expect(state).toEqual({ q: 'ada', specialization: 'Frontend', country: 'NG' });
    expect(container!.querySelector<HTMLInputElement>('input[type="search"]')!.value).toBe('ada');
  });

  it('keeps the address filters when nothing was typed, and one typed filter beside them', () => {
    const fromAddress = { q: '', specialization: 'Frontend', country: '' };
    expect(drawTypeHydrate(fromAddress, () => undefined)).toEqual(fromAddress);
    container!.remove();
    const state = drawTypeHydrate(fromAddress, (root) => {
      root.querySelectorAll<HTMLSelectElement>('select')[1]!.value = 'GH';
    });
    expect(state).toEqual({ q: '', specialization: 'Frontend', country: 'GH' });
  });
});

describe('countryChoices', () => {
  it("offers the mentors' countries and the chosen one by name, and every country until they are known", () => {
    const names = (choices: { name: string }[]) => choices.map((choice) => choice.name);
    expect(names(countryChoices(['NG', 'GH'], ''))).toEqual(['Ghana', 'Nigeria']);
    expect(names(countryChoices(['NG'], 'ke'))).toEqual(['Kenya', 'Nigeria']);
    expect(countryChoices(undefined, 'NG')).toBe(countryOptions);
  });
});
