import { useState } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { CourseSearchHeader } from './CourseSearchHeader';

function Modules() {
  const [input, setInput] = useState('');
  return (
    <>
      <CourseSearchHeader title="All Modules" label="Search modules" value={input} onChange={setInput} />
      <output>{input}</output>
    </>
  );
}

let container: HTMLElement | null = null;
afterEach(() => container?.remove());

describe('CourseSearchHeader on a server-drawn /all-modules', () => {
  it('takes over a search typed before hydration, so it runs and is not wiped', () => {
    container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Modules />);
    container.querySelector<HTMLInputElement>('input[type="search"]')!.value = 'python';
    const root = container;
    act(() => {
      hydrateRoot(root, <Modules />);
    });
    expect(root.querySelector('output')!.textContent).toBe('python');
    expect(root.querySelector<HTMLInputElement>('input[type="search"]')!.value).toBe('python');
  });
});
