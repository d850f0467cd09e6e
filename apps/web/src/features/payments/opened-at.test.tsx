import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPENED_AT_ATTRIBUTE, drawnOpenedAt, useOpenedAt } from './opened-at';

const SERVER_DREW_AT = Date.parse('2026-07-01T09:00:00Z');
const BROWSER_TOOK_OVER_AT = SERVER_DREW_AT + 90_000;

/** As the invoice sheet keeps it: the number shown, and the time in the page's mark. */
function Unnumbered() {
  const openedAt = useOpenedAt();
  return (
    <p data-opened-at={openedAt} data-testid="number">
      {openedAt}
    </p>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('useOpenedAt', () => {
  it('takes over a server-drawn invoice with the time the server drew it with, without a hydration mismatch', () => {
    vi.spyOn(Date, 'now').mockReturnValue(SERVER_DREW_AT);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Unnumbered />);
    document.body.append(container);
    vi.spyOn(Date, 'now').mockReturnValue(BROWSER_TOOK_OVER_AT);

    const errors: unknown[] = [];
    act(() => {
      hydrateRoot(container, <Unnumbered />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe(String(SERVER_DREW_AT));
  });

  it('is now on a page the browser draws itself', () => {
    vi.spyOn(Date, 'now').mockReturnValue(BROWSER_TOOK_OVER_AT);
    const container = document.createElement('div');
    document.body.append(container);
    act(() => createRoot(container).render(<Unnumbered />));
    expect(container.textContent).toBe(String(BROWSER_TOOK_OVER_AT));
  });
});

describe('drawnOpenedAt', () => {
  it('reads the mark the server drew, and nothing that is not a time', () => {
    expect(drawnOpenedAt(document)).toBeNull();
    const mark = document.createElement('article');
    document.body.append(mark);
    for (const bad of ['', 'soon', '-5', '1.5', '1e400']) {
      mark.setAttribute(OPENED_AT_ATTRIBUTE, bad);
      expect(drawnOpenedAt(document), bad).toBeNull();
    }
    mark.setAttribute(OPENED_AT_ATTRIBUTE, String(SERVER_DREW_AT));
    expect(drawnOpenedAt(document)).toBe(SERVER_DREW_AT);
  });
});
