import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { PaidCourseCard } from './PaidCourseCard';
import type { MyCourse } from './queries';

const item = (progress: number, title = 'Modern Frontend Development with React'): MyCourse => ({
  progress,
  completedTopics: [],
  course: {
    id: 'c1',
    mentorId: 'm1',
    title,
    image: '/images/courses/web-development.webp',
    video: null,
    description: '<p>About</p>',
    language: 'React',
    topics: ['JSX', 'Hooks', 'Routing'],
    duration: 40,
    rating: null,
    ratingCount: 0,
    students: 1,
    commentCount: 0,
    mentor: null,
  },
});

describe('PaidCourseCard', () => {
  it("cuts the title at 35 characters and says 'Task in progress' below 100 %", () => {
    render(<PaidCourseCard item={item(66)} onOpen={() => {}} />);
    expect(screen.getByRole('heading').textContent).toBe('Modern Frontend Development with Re…');
    expect(screen.getByTestId('progress-label').textContent).toBe('Task in progress');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('66');
    expect(screen.getByText('3 topics')).toBeTruthy();
    expect(screen.getByText('40 hours')).toBeTruthy();
  });

  it("says 'Task completed' in green at exactly 100 %", () => {
    render(<PaidCourseCard item={item(100, 'Short')} onOpen={() => {}} />);
    expect(screen.getByRole('heading').textContent).toBe('Short');
    const label = screen.getByTestId('progress-label');
    expect(label.textContent).toBe('Task completed');
    expect(label.className).toContain('progress-label--done');
  });

  it('opens the dialog from the play button and from the language title', () => {
    const onOpen = vi.fn();
    render(<PaidCourseCard item={item(0)} onOpen={onOpen} />);
    fireEvent.click(screen.getByRole('button', { name: /^Open / }));
    fireEvent.click(screen.getByRole('button', { name: 'React' }));
    expect(onOpen).toHaveBeenCalledTimes(2);
  });
});
