import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page';
import { HiringBanner } from './HiringBanner';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2022-05-13T12:00:00'));
});
afterEach(() => {
  vi.useRealTimers();
  window.scrollY = 0;
});

describe('HiringBanner', () => {
  it('works the countdown out after 1 s and offers the apply link while open', () => {
    renderPage(<HiringBanner endsAt="2022-05-16" />);
    expect(screen.queryByTestId('hiring-countdown')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(screen.queryByTestId('hiring-countdown')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByTestId('hiring-countdown').textContent).toBe('ends in 3 day(s)');
    expect(screen.getByRole('link', { name: 'Click here to apply' }).getAttribute('href')).toBe('/hiring');
  });

  it('is not shown at all once the end date has passed', () => {
    renderPage(<HiringBanner endsAt="2022-05-10" />);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByTestId('hiring-banner')).toBeNull();
    expect(screen.queryByText(/We are hiring/)).toBeNull();
  });

  it('sticks once the page has scrolled 5 px, and lets go above that', () => {
    renderPage(<HiringBanner endsAt="2022-05-16" />);
    const banner = screen.getByTestId('hiring-banner');
    const scrollTo = (y: number) =>
      act(() => {
        window.scrollY = y;
        fireEvent.scroll(window);
      });
    scrollTo(4);
    expect(banner.dataset.stuck).toBe('false');
    scrollTo(5);
    expect(banner.dataset.stuck).toBe('true');
    expect(banner.className).toContain('is-stuck');
    scrollTo(0);
    expect(banner.dataset.stuck).toBe('false');
  });
});
