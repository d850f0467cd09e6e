import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, type GraphQLCall } from '../../test/render-page';
import { BOOKING_CONFIRMED_TITLE, ConfirmBookingPage } from './ConfirmBookingPage';

const TOKEN = 'A'.repeat(43);
const LINK_INVALID = 'This confirmation link is not valid: it has expired or was already used.';

const open = (respond: (call: GraphQLCall) => unknown) =>
  renderPage(<ConfirmBookingPage />, {
    path: `/confirm-booking/${TOKEN}`,
    route: '/confirm-booking/:token',
    respond,
  });

describe('ConfirmBookingPage', () => {
  it('confirms only when the button is pressed, then says so', async () => {
    const page = open(() => ({
      data: {
        confirmCourseBooking: {
          __typename: 'BookCourse',
          id: 'b1',
          confirmed: true,
          course: { __typename: 'Course', id: 'c1', title: 'React from scratch' },
        },
      },
    }));
    const button = await screen.findByRole('button', { name: 'Confirm my booking' });
    expect(page.calls.filter((c) => c.query.includes('confirmCourseBooking'))).toHaveLength(0); // opening changes nothing
    fireEvent.click(button);
    expect(await screen.findByRole('heading', { name: BOOKING_CONFIRMED_TITLE })).toBeTruthy();
    expect(screen.getByText(/Thank you for booking React from scratch/)).toBeTruthy();
    expect(page.calls.find((c) => c.query.includes('confirmCourseBooking'))?.variables).toEqual({
      token: TOKEN,
    });
    expect(screen.getByRole('link', { name: 'My courses' }).getAttribute('href')).toBe('/paid-courses');
  });

  it("shows the server's message for a spent or expired link", async () => {
    open(() => ({ data: null, errors: [{ message: LINK_INVALID, extensions: { code: 'NOT_FOUND' } }] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm my booking' }));
    expect(await screen.findByText(LINK_INVALID)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm my booking' })).toBeNull();
  });
});
