import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render-page';
import { CourseNotFound } from '../features/courses/CourseNotFound';
import { NotFoundPage } from './NotFoundPage';

// One tab stop: the way home is a link styled as a button, not a button nested in a link.
describe('not-found pages', () => {
  it("offers 'Go Home' as a single link to /", async () => {
    renderPage(<NotFoundPage />, { path: '/nowhere' });
    const home = screen.getByRole('link', { name: 'Go Home' });
    expect(home.getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button')).toBeNull();
    expect(home.querySelector('a, button')).toBeNull();
    fireEvent.click(home);
    expect((await screen.findByTestId('where')).textContent).toBe('/');
  });

  it("offers the course page's way back as a single link", async () => {
    renderPage(<CourseNotFound homeTo="/featured-courses" homeLabel="All courses" />, { path: '/featured-courses/x' });
    expect(screen.getByRole('heading', { name: '404, Oops not Found' })).toBeTruthy();
    const back = screen.getByRole('link', { name: 'All courses' });
    expect(back.getAttribute('href')).toBe('/featured-courses');
    expect(screen.queryByRole('button')).toBeNull();
    fireEvent.click(back);
    expect((await screen.findByTestId('where')).textContent).toBe('/featured-courses');
  });
});
