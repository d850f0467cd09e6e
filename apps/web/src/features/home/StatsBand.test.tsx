import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { StatsBand } from './HomeSections';

const figures = (siteStats: Record<string, number>) => () => ({
  data: { siteStats: { floor: 0, mentorCountries: 1, ...siteStats, __typename: 'SiteStats' } },
});

/** A figure once its count has arrived: the figure exists while loading too, showing '…'. */
const figure = async (testId: string) => {
  await waitFor(() => expect(screen.getByTestId(testId).textContent).not.toBe('…'));
  return screen.getByTestId(testId).textContent;
};

describe('StatsBand', () => {
  it("shows the server's counts, not the spec's printed figures", async () => {
    renderPage(<StatsBand />, { respond: figures({ courses: 1234, students: 7, mentors: 3 }) });
    expect(await figure('stat-courses')).toBe('1,234');
    expect(screen.getByTestId('stat-students').textContent).toBe('7');
    expect(screen.getByTestId('stat-mentors').textContent).toBe('3');
    expect(screen.getByText('Dedicated Students')).toBeTruthy();
    expect(screen.queryByText('48+')).toBeNull();
  });

  it('says one in the singular', async () => {
    renderPage(<StatsBand />, { respond: figures({ courses: 1, students: 1, mentors: 1 }) });
    expect(await screen.findByText('Mentor')).toBeTruthy();
    expect(screen.getByText('Course')).toBeTruthy();
    expect(screen.getByText('Dedicated Student')).toBeTruthy();
  });

  it('shows no made-up figures when the counts cannot be read', async () => {
    const page = renderPage(<StatsBand />, {
      respond: () => ({ data: null, errors: [{ message: 'Unexpected error.' }] }),
    });
    expect(screen.getByTestId('stat-mentors').textContent).toBe('…'); // waiting
    await waitFor(() => expect(page.calls.some((c) => c.query.includes('siteStats'))).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('stats-band')).toBeNull());
  });

  it("leaves out a figure under the server's floor instead of showing '0 Dedicated Students'", async () => {
    renderPage(<StatsBand />, {
      respond: figures({ courses: 48, students: 0, mentors: 12, mentorCountries: 4, floor: 10 }),
    });
    expect(await figure('stat-courses')).toBe('48');
    expect(screen.queryByTestId('stat-students')).toBeNull();
    expect(screen.queryByText(/Dedicated Student/)).toBeNull();
    expect(screen.getByTestId('stat-mentors').textContent).toBe('12');
  });

  it('tells a small team of mentors as it is, with the countries they live in', async () => {
    renderPage(<StatsBand />, {
      respond: figures({ courses: 48, students: 3, mentors: 7, mentorCountries: 5, floor: 10 }),
    });
    expect(await figure('stat-mentors')).toBe('7');
    expect(screen.getByText('Mentors from 5 countries')).toBeTruthy();
    expect(screen.queryByTestId('stat-students')).toBeNull();
  });

  it('shows no band at all when nothing is worth a figure', async () => {
    const page = renderPage(<StatsBand />, {
      respond: figures({ courses: 2, students: 0, mentors: 0, mentorCountries: 0, floor: 10 }),
    });
    await waitFor(() => expect(page.calls.some((c) => c.query.includes('siteStats'))).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('stats-band')).toBeNull());
  });
});
