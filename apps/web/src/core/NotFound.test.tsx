import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render-page';
import { NotFoundPage } from './NotFoundPage';

// One tab stop: the way home is a link styled as a button, not a button nested in a link.
// (The course pages' own not-found is tested in its feature: features/courses/CourseNotFound.test.tsx.)
describe('not-found page', () => {
  it("offers 'Go Home' as a single link to /", async () => {
    renderPage(<NotFoundPage />, { path: '/nowhere' });
    const home = screen.getByRole('link', { name: 'Go Home' });
    expect(home.getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button')).toBeNull();
    expect(home.querySelector('a, button')).toBeNull();
    fireEvent.click(home);
    expect((await screen.findByTestId('where')).textContent).toBe('/');
  });
});
