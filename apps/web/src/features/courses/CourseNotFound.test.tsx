import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { CourseNotFound } from './CourseNotFound';

// One tab stop: the way back is a link styled as a button, not a button nested in a link (as core/NotFoundPage's).
describe('course not-found page', () => {
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
