import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { StatsBand } from './HomeSections';

const figures = (siteStats: Record<string, number>) => () => ({
  data: { siteStats: { ...siteStats, __typename: 'SiteStats' } },
});

describe('StatsBand', () => {
  it("shows the server's counts, not the spec's printed figures", async () => {
    renderPage(<StatsBand />, { respond: figures({ courses: 1234, students: 7, mentors: 3 }) });
    expect((await screen.findByTestId('stat-courses')).textContent).toBe('1,234');
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
});
