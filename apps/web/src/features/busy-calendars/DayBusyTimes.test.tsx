import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DayBusyTimes } from './DayBusyTimes';

describe('a day’s busy times in the mentor’s week (issue 37)', () => {
  it('shows the day’s part of each busy time in the mentor’s zone, cut at midnight, and nothing on a free day', () => {
    const busy = [
      { start: '2030-03-04T09:00:00.000Z', end: '2030-03-04T10:30:00.000Z' }, // 10:00-11:30 Lagos
      { start: '2030-03-04T22:00:00.000Z', end: '2030-03-05T01:00:00.000Z' }, // 23:00-02:00 Lagos
    ];
    const { rerender, container } = render(<DayBusyTimes busy={busy} date="2030-03-04" zone="Africa/Lagos" />);
    expect(screen.getAllByTestId('day-busy').map((li) => li.textContent)).toEqual([
      'Busy 10:00–11:30 (your calendar)',
      'Busy 23:00–24:00 (your calendar)',
    ]);
    rerender(<DayBusyTimes busy={busy} date="2030-03-05" zone="Africa/Lagos" />);
    expect(screen.getAllByTestId('day-busy').map((li) => li.textContent)).toEqual(['Busy 00:00–02:00 (your calendar)']);
    rerender(<DayBusyTimes busy={busy} date="2030-03-06" zone="Africa/Lagos" />);
    expect(container.textContent).toBe('');
  });
});
