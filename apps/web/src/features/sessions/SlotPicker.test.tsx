import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, type GraphQLCall } from '../../test/render-page';
import { operation } from './sessions.fixtures';
import { chosenLine, NO_FREE_TIMES, SlotPicker, zoneNote, type SlotPickerProps } from './SlotPicker';
import * as zoneModule from './viewer-zone';

afterEach(() => vi.restoreAllMocks());

// Monday 4 March 2030 at midnight UTC; the picker may offer starts until Thursday 14 March.
const NOT_BEFORE = new Date('2030-03-04T00:00:00.000Z');
const NOT_AFTER = new Date('2030-03-14T23:59:59.999Z');

const FIRST_WEEK = ['2030-03-05T09:00:00.000Z', '2030-03-04T13:00:00.000Z', '2030-03-04T09:00:00.000Z'];
const SECOND_WEEK = ['2030-03-12T15:30:00.000Z'];

const slots = (starts: string[]) => ({
  data: {
    mentorSlots: starts.map((start) => ({
      start,
      end: new Date(Date.parse(start) + 3_600_000).toISOString(),
      blockedUntil: new Date(Date.parse(start) + 75 * 60_000).toISOString(),
    })),
  },
});

/** Answers by week: the first week's three times, the second's one. */
const byWeek = (call: GraphQLCall) => {
  if (operation(call) !== 'MentorSlots') return undefined;
  return slots(call.variables.from === NOT_BEFORE.toISOString() ? FIRST_WEEK : SECOND_WEEK);
};

function Harness(props: Partial<SlotPickerProps>) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <SlotPicker
      mentorId="m1"
      minutes={60}
      max={3}
      selected={selected}
      onChange={setSelected}
      notBefore={NOT_BEFORE}
      notAfter={NOT_AFTER}
      {...props}
    />
  );
}

const inZone = (zone: string) => vi.spyOn(zoneModule, 'viewerZone').mockReturnValue(zone);

describe('SlotPicker', () => {
  it("groups the week's starts by day in the viewer's zone, labelled with Lagos time beside theirs", async () => {
    inZone('Europe/London');
    const page = renderPage(<Harness weekendsOnly={false} />, { respond: byWeek });
    const monday = await screen.findByRole('group', { name: 'Monday 4 March' });
    expect(
      within(monday)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['10:00 WAT · 09:00 GMT', '14:00 WAT · 13:00 GMT']);
    const tuesday = screen.getByRole('group', { name: 'Tuesday 5 March' });
    expect(within(tuesday).getByRole('button').textContent).toBe('10:00 WAT · 09:00 GMT');
    expect(screen.getByText(zoneNote('Europe/London'))).toBeTruthy();
    expect(page.calls[0]?.variables).toEqual({
      mentorId: 'm1',
      from: '2030-03-04T00:00:00.000Z',
      to: '2030-03-11T00:00:00.000Z',
      minutes: 60,
      weekendsOnly: false,
      groupSeats: null,
    });
  });

  it('shows Lagos time alone, without the note, to a viewer in Lagos', async () => {
    inZone('Africa/Lagos');
    renderPage(<Harness />, { respond: byWeek });
    const monday = await screen.findByRole('group', { name: 'Monday 4 March' });
    expect(
      within(monday)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['10:00 WAT', '14:00 WAT']);
    expect(screen.queryByText(/Times are shown in your time zone/)).toBeNull();
  });

  it('lets up to `max` times be chosen, then holds the others until one is let go', async () => {
    inZone('Africa/Lagos');
    const onChange = vi.fn();
    function Spy() {
      const [selected, setSelected] = useState<string[]>([]);
      return (
        <Harness
          max={2}
          selected={selected}
          onChange={(next) => {
            onChange(next);
            setSelected(next);
          }}
        />
      );
    }
    renderPage(<Spy />, { respond: byWeek });
    const [ten, two] = await within(await screen.findByRole('group', { name: 'Monday 4 March' })).findAllByRole(
      'button',
    );
    const tuesday = within(screen.getByRole('group', { name: 'Tuesday 5 March' })).getByRole('button');
    fireEvent.click(ten!);
    fireEvent.click(tuesday);
    expect(ten!.getAttribute('aria-pressed')).toBe('true');
    expect(onChange).toHaveBeenLastCalledWith(['2030-03-04T09:00:00.000Z', '2030-03-05T09:00:00.000Z']);
    expect(screen.getByText(chosenLine(2, 2))).toBeTruthy();
    expect((two as HTMLButtonElement).disabled).toBe(true);
    expect(two!.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(ten!);
    expect(ten!.getAttribute('aria-pressed')).toBe('false');
    expect((two as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText(chosenLine(1, 2))).toBeTruthy();
  });

  it("holds the starts too close to a chosen one (its length plus the mentor's buffer) until it is let go", async () => {
    inZone('Africa/Lagos');
    const close = ['2030-03-04T09:00:00.000Z', '2030-03-04T09:30:00.000Z', '2030-03-04T10:15:00.000Z'];
    renderPage(<Harness />, { respond: (call) => (operation(call) === 'MentorSlots' ? slots(close) : undefined) });
    const [nine, half, quarter] = await within(
      await screen.findByRole('group', { name: 'Monday 4 March' }),
    ).findAllByRole('button');
    fireEvent.click(nine!);
    // 09:30 overlaps the 09:00 hour; 10:15 is the first start after it and its 15-minute buffer.
    expect((half as HTMLButtonElement).disabled).toBe(true);
    expect((quarter as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(nine!);
    expect((half as HTMLButtonElement).disabled).toBe(false);
  });

  it('pages a week at a time, never before notBefore or after notAfter, keeping what was chosen', async () => {
    inZone('Africa/Lagos');
    const page = renderPage(<Harness />, { respond: byWeek });
    const first = await screen.findByRole('group', { name: 'Monday 4 March' });
    fireEvent.click(within(first).getAllByRole('button')[0]!);
    const previous = screen.getByRole<HTMLButtonElement>('button', { name: 'Previous week' });
    const next = screen.getByRole<HTMLButtonElement>('button', { name: 'Next week' });
    expect(previous.disabled).toBe(true);

    fireEvent.click(next);
    expect(await screen.findByRole('group', { name: 'Tuesday 12 March' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Monday 4 March' })).toBeNull();
    expect(page.calls.at(-1)?.variables).toMatchObject({
      from: '2030-03-11T00:00:00.000Z',
      to: '2030-03-15T00:00:00.000Z',
    });
    expect(next.disabled).toBe(true);
    expect(previous.disabled).toBe(false);
    expect(screen.getByText(chosenLine(1, 3))).toBeTruthy();

    fireEvent.click(previous);
    const monday = await screen.findByRole('group', { name: 'Monday 4 March' });
    expect(within(monday).getAllByRole('button')[0]!.getAttribute('aria-pressed')).toBe('true');
  });

  it("never shows the last week's times under the next week's dates while those load", async () => {
    inZone('Africa/Lagos');
    renderPage(<Harness />, { respond: byWeek });
    await screen.findByRole('group', { name: 'Monday 4 March' });
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    // The week's label has already moved on: the old times would read as that week's.
    expect(screen.getByText(/11 March/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Monday 4 March' })).toBeNull();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(await screen.findByRole('group', { name: 'Tuesday 12 March' })).toBeTruthy();
  });

  it('says when the week has no free times', async () => {
    inZone('Africa/Lagos');
    renderPage(<Harness />, { respond: (call) => (operation(call) === 'MentorSlots' ? slots([]) : undefined) });
    expect(await screen.findByText(NO_FREE_TIMES)).toBeTruthy();
  });

  it("shows the server's message when the times cannot be read", async () => {
    inZone('Africa/Lagos');
    renderPage(<Harness />, {
      respond: (call) =>
        operation(call) === 'MentorSlots'
          ? { data: null, errors: [{ message: 'This mentor was not found', extensions: { code: 'NOT_FOUND' } }] }
          : undefined,
    });
    expect((await screen.findByRole('alert')).textContent).toContain('This mentor was not found');
  });

  it('shows that it is loading until the times arrive', async () => {
    inZone('Africa/Lagos');
    renderPage(<Harness />, { respond: byWeek });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull());
  });
});
