import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CAMP_CHILD_AGE_REQUIRED,
  CAMP_CHILD_REQUIRED,
  CAMP_CONSENT_REQUIRED,
  CAMP_EMAIL_INVALID,
  CAMP_EMAIL_REQUIRED,
  CAMP_KIDS_RANGE,
  CAMP_KIDS_REQUIRED,
  CAMP_PARENT_REQUIRED,
  CAMP_PHONE_REQUIRED,
} from '@eazy2con/shared/validation/camp';
import { renderPage, type GraphQLCall } from '../../test/render-page';
import { CANCEL_TITLE } from './CampBooked';
import { CAMP_REGISTERED, CampRegistration } from './CampRegistration';

afterEach(() => window.localStorage.clear());

const registration = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'BookKidmentor',
  id: 'r1',
  parentName: 'Ngozi Okafor',
  parentEmail: 'ngozi@example.com',
  noOfKids: 2,
  firstChildName: 'Ada',
  amountKobo: 1_800_000,
  transferOption: false,
  payment: { __typename: 'BookingPayment', status: 'AWAITING_PAYMENT' },
  ...overrides,
});

const created = { data: { createBookKidmentor: { ...registration(), accessToken: 'tok-1' } } };

const open = (respond?: (call: GraphQLCall) => unknown) =>
  renderPage(<CampRegistration />, { path: '/weekend-camp', respond });
const input = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

async function fillValid() {
  type('Parent Name', 'Ngozi Okafor');
  type('Parent Email', 'ngozi@example.com');
  type('Parent Phone', '+234 803 000 2222');
  type('Number of Kids', '2');
  type("First Child's Name", 'Ada');
  type("First Child's Age", '9');
  // The consent box (the WhatsApp and SMS boxes are checkboxes too).
  const consent = screen.getByRole<HTMLInputElement>('checkbox', { name: /parent or guardian/ });
  fireEvent.click(consent);
  await waitFor(() => expect(consent.checked).toBe(true));
}

describe('CampRegistration form', () => {
  it('shows no message before a field is touched, then the spec’s message once it is left empty', async () => {
    open();
    await screen.findByLabelText('Parent Name');
    expect(screen.queryByText(CAMP_PARENT_REQUIRED)).toBeNull();
    fireEvent.blur(input('Parent Name'));
    expect(await screen.findByText(CAMP_PARENT_REQUIRED)).toBeTruthy();
    expect(screen.queryByText(CAMP_EMAIL_REQUIRED)).toBeNull();
    type('Parent Email', 'ngozi');
    expect(await screen.findByText(CAMP_EMAIL_INVALID)).toBeTruthy();
  });

  it('gives every required field its message on submit, and sends nothing', async () => {
    const { calls } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    for (const message of [
      CAMP_PARENT_REQUIRED,
      CAMP_EMAIL_REQUIRED,
      CAMP_PHONE_REQUIRED,
      CAMP_KIDS_REQUIRED,
      CAMP_CHILD_REQUIRED,
      CAMP_CHILD_AGE_REQUIRED,
      CAMP_CONSENT_REQUIRED,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(calls.some((c) => c.query.includes('createBookKidmentor'))).toBe(false);
  });

  it('shows the tuition beside the number of kids as it is typed, and refuses counts the camp does not take', async () => {
    open();
    const tuition = await screen.findByTestId('camp-tuition');
    expect(tuition.textContent).toBe('₦10,000 for one child, ₦8,000 for each extra child');
    type('Number of Kids', '1');
    await waitFor(() => expect(tuition.textContent).toBe('Tuition: ₦10,000'));
    type('Number of Kids', '3');
    await waitFor(() => expect(tuition.textContent).toBe('Tuition: ₦26,000'));
    type('Number of Kids', '0');
    expect(await screen.findByText(CAMP_KIDS_RANGE)).toBeTruthy();
    expect(tuition.textContent).not.toContain('Tuition');
    type('Number of Kids', '1.5');
    expect(await screen.findByText(CAMP_KIDS_RANGE)).toBeTruthy();
  });

  it('registers, keeps the id and token, says so for 6 s and shows Successfully Registered with the payment choices', async () => {
    const { calls } = open((call) => (call.query.includes('createBookKidmentor') ? created : undefined));
    await screen.findByLabelText('Parent Name');
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(CAMP_REGISTERED)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Successfully Registered' })).toBeTruthy();
    expect(screen.getByText('₦18,000')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay Later' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel Booking' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeTruthy();
    expect(window.localStorage.getItem('weekend-camp-id')).toBe('{"id":"r1","token":"tok-1"}');
    const mutation = calls.find((c) => c.query.includes('createBookKidmentor'));
    expect(mutation?.variables).toEqual({
      input: {
        parentName: 'Ngozi Okafor',
        parentEmail: 'ngozi@example.com',
        parentPhone: '+234 803 000 2222',
        noOfKids: 2,
        firstChildName: 'Ada',
        firstChildAge: '9',
        parentConsent: true,
        channels: ['EMAIL'],
      },
    });
  });

  it("shows the server's message and keeps the form when the registration is refused", async () => {
    open((call) =>
      call.query.includes('createBookKidmentor')
        ? {
            data: null,
            errors: [
              {
                message: CAMP_KIDS_RANGE,
                extensions: { code: 'BAD_USER_INPUT', fields: { noOfKids: CAMP_KIDS_RANGE } },
              },
            ],
          }
        : undefined,
    );
    await screen.findByLabelText('Parent Name');
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getAllByText(CAMP_KIDS_RANGE).length).toBe(2)); // the toast and the field
    expect(window.localStorage.getItem('weekend-camp-id')).toBeNull();
  });

  it("says 'Something went wrong!' when the server fails without a message", async () => {
    open((call) => (call.query.includes('createBookKidmentor') ? { data: null, errors: [] } : undefined));
    await screen.findByLabelText('Parent Name');
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Something went wrong!')).toBeTruthy();
  });
});

describe('CampRegistration with a stored registration', () => {
  const stored = () => window.localStorage.setItem('weekend-camp-id', JSON.stringify({ id: 'r1', token: 'tok-1' }));

  it('welcomes the parent back with the registration read from the server by id and token', async () => {
    stored();
    const { calls } = open((call) =>
      call.query.includes('getBookKidmentor') ? { data: { getBookKidmentor: registration() } } : undefined,
    );
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ngozi Okafor' })).toBeTruthy();
    expect(calls.find((c) => c.query.includes('getBookKidmentor'))?.variables).toEqual({ id: 'r1', token: 'tok-1' });
  });

  it('forgets a registration the server no longer knows and shows the empty form', async () => {
    stored();
    open((call) =>
      call.query.includes('getBookKidmentor')
        ? { data: null, errors: [{ message: 'This booking was not found', extensions: { code: 'NOT_FOUND' } }] }
        : undefined,
    );
    expect(await screen.findByLabelText('Parent Name')).toBeTruthy();
    await waitFor(() => expect(window.localStorage.getItem('weekend-camp-id')).toBeNull());
  });

  it('Pay Later saves the transfer choice and goes to the invoice, even when saving fails', async () => {
    for (const answer of [
      { data: { updateBookKidmentor: registration({ transferOption: true }) } },
      { data: null, errors: [{ message: 'x' }] },
    ]) {
      stored();
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      const view = open((call) => {
        if (call.query.includes('getBookKidmentor')) return { data: { getBookKidmentor: registration() } };
        if (call.query.includes('updateBookKidmentor')) return answer;
        return undefined;
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Pay Later' }));
      const where = await screen.findByTestId('where');
      expect(where.textContent).toBe('/payment-invoice');
      expect(JSON.parse(where.dataset.state ?? 'null')).toEqual({
        name: 'Ngozi Okafor',
        email: 'ngozi@example.com',
        amount: 18_000,
        item: 'Weekend Camp',
        booking: { kind: 'camp', id: 'r1', token: 'tok-1' },
      });
      expect(view.calls.find((c) => c.query.includes('updateBookKidmentor'))?.variables).toEqual({
        input: { id: 'r1', token: 'tok-1', transferOption: true },
      });
      expect(logged).toHaveBeenCalledTimes(answer.data ? 0 : 1);
      logged.mockRestore();
      view.unmount();
    }
  });

  it('Cancel Booking asks first, cancels on the server, then forgets the registration and shows an empty form', async () => {
    stored();
    const cancelled = { __typename: 'CancelledBooking', id: 'r1', paid: false, message: 'Your booking is cancelled.' };
    const { calls } = open((call) => {
      if (call.query.includes('getBookKidmentor')) return { data: { getBookKidmentor: registration() } };
      if (call.query.includes('cancelBooking')) return { data: { cancelBooking: cancelled } };
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    expect((await screen.findAllByText(CANCEL_TITLE)).length).toBeGreaterThan(0);
    expect(window.localStorage.getItem('weekend-camp-id')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByLabelText('Parent Name')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Parent Name').value).toBe('');
    expect(window.localStorage.getItem('weekend-camp-id')).toBeNull();
    expect(calls.find((c) => c.query.includes('cancelBooking'))?.variables).toEqual({
      kind: 'CAMP',
      bookingId: 'r1',
      token: 'tok-1',
    });
  });

  it('keeps the registration on screen when the server could not cancel it', async () => {
    stored();
    open((call) => {
      if (call.query.includes('getBookKidmentor')) return { data: { getBookKidmentor: registration() } };
      if (call.query.includes('cancelBooking')) return { data: null, errors: [{ message: 'Unexpected error.' }] };
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('The booking could not be cancelled')).toBeTruthy();
    expect(window.localStorage.getItem('weekend-camp-id')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel Booking' })).toBeTruthy();
  });
});
