import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, ADVISORY_DAYS_AHEAD, callDateFromIsoDay } from '@eazy2con/shared/advisory';
import { ADVISORY_SLOT_TAKEN } from '@eazy2con/shared/validation/advisory';
import { watDate } from '@eazy2con/shared/wat-time';
import { renderPage, type GraphQLCall } from '../../test/render-page';
import { ADVISORY_BOOKED, ADVISORY_FAILURE, AdvisorScheduler, DAY_GONE } from './AdvisorScheduler';

const PICK = 'Please pick a Date and Time so we can reach out to you';
const tomorrow = addDays(watDate(), 1);

/** Answers the taken-slots query with `taken` and the booking with `booking`. */
const server =
  (taken: string[], booking: unknown = undefined) =>
  (call: GraphQLCall) => {
    if (call.query.includes('advisorySlotsTaken')) return { data: { advisorySlotsTaken: taken } };
    if (call.query.includes('createBookAdvisory')) {
      return (
        booking ?? {
          data: {
            createBookAdvisory: {
              __typename: 'BookAdvisory',
              id: 'a1',
              callDate: callDateFromIsoDay(tomorrow),
              callTime: '10:00 AM',
            },
          },
        }
      );
    }
    return undefined;
  };

const pickDate = (isoDay: string) => fireEvent.change(screen.getByLabelText('Date'), { target: { value: isoDay } });
const slot = (label: string) => screen.queryByRole('button', { name: label });
const schedule = () => fireEvent.click(screen.getByRole('button', { name: 'Schedule a call' }));

async function fillDialog() {
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Full name'), { target: { value: 'Ngozi Okafor' } });
  fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '+234 803 000 1111' } });
  fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'ngozi@example.com' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Book the call' }));
}

describe('AdvisorScheduler', () => {
  it('warns and opens nothing when Schedule is pressed without a date and a time', async () => {
    renderPage(<AdvisorScheduler />, { respond: server([]) });
    schedule();
    await screen.findByText(PICK);
    pickDate(tomorrow);
    await screen.findByRole('button', { name: '9:00 AM' });
    schedule();
    expect((await screen.findAllByText(PICK)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("offers the day's free slots only, asking the server for the date as DD-MM-YYYY", async () => {
    const { calls } = renderPage(<AdvisorScheduler />, { respond: server(['9:00 AM', '2:20 PM']) });
    pickDate(tomorrow);
    await screen.findByRole('button', { name: '9:20 AM' });
    expect(slot('9:00 AM')).toBeNull();
    expect(slot('2:20 PM')).toBeNull();
    expect(screen.getByRole('group').querySelectorAll('button')).toHaveLength(22);
    expect(calls.find((c) => c.query.includes('advisorySlotsTaken'))?.variables).toEqual({
      date: callDateFromIsoDay(tomorrow),
    });
  });

  it('offers nothing on a day gone or beyond the booking window', async () => {
    renderPage(<AdvisorScheduler />, { respond: server([]) });
    pickDate(addDays(watDate(), -1));
    await screen.findByText(DAY_GONE);
    pickDate(addDays(watDate(), ADVISORY_DAYS_AHEAD + 1));
    await screen.findByText(/up to 60 days ahead/);
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('books the picked slot through the dialog and shows the success message', async () => {
    const { calls } = renderPage(<AdvisorScheduler />, { respond: server([]) });
    pickDate(tomorrow);
    fireEvent.click(await screen.findByRole('button', { name: '10:00 AM' }));
    expect(slot('10:00 AM')?.getAttribute('aria-pressed')).toBe('true');
    schedule();
    await fillDialog();
    expect((await screen.findAllByText(ADVISORY_BOOKED)).length).toBeGreaterThan(0);
    expect(calls.find((c) => c.query.includes('createBookAdvisory'))?.variables).toEqual({
      input: {
        fullName: 'Ngozi Okafor',
        phone: '+234 803 000 1111',
        email: 'ngozi@example.com',
        source: 'Other Medium',
        callDate: callDateFromIsoDay(tomorrow),
        callTime: '10:00 AM',
        channels: ['EMAIL'],
      },
    });
  });

  it('shows the contact messages in the dialog and sends nothing for an empty form', async () => {
    const { calls } = renderPage(<AdvisorScheduler />, { respond: server([]) });
    pickDate(tomorrow);
    fireEvent.click(await screen.findByRole('button', { name: '10:00 AM' }));
    schedule();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book the call' }));
    for (const message of ['Please input full name', 'Please input phone', 'Please input email address']) {
      await within(dialog).findByText(message);
    }
    expect(calls.some((c) => c.query.includes('createBookAdvisory'))).toBe(false);
  });

  it('says when someone else took the slot first, and lets the visitor pick again', async () => {
    const conflict = {
      errors: [
        { message: ADVISORY_SLOT_TAKEN, extensions: { code: 'CONFLICT', fields: { callTime: ADVISORY_SLOT_TAKEN } } },
      ],
      data: null,
    };
    renderPage(<AdvisorScheduler />, { respond: server([], conflict) });
    pickDate(tomorrow);
    fireEvent.click(await screen.findByRole('button', { name: '10:00 AM' }));
    schedule();
    await fillDialog();
    await screen.findByText(ADVISORY_SLOT_TAKEN);
    await waitFor(() => expect(slot('10:00 AM')?.getAttribute('aria-pressed')).toBe('false'));
  });

  it('says something went wrong when the server cannot be reached', async () => {
    renderPage(<AdvisorScheduler />, {
      respond: server([], { errors: [{ message: 'Unexpected error.' }], data: null }),
    });
    pickDate(tomorrow);
    fireEvent.click(await screen.findByRole('button', { name: '10:00 AM' }));
    schedule();
    await fillDialog();
    await screen.findByText(ADVISORY_FAILURE);
  });
});
