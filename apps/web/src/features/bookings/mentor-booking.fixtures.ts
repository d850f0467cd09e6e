import { fireEvent, screen } from '@testing-library/react';
import { addDays } from '@eazy2con/shared/validation/mentor-booking';
import { watDate } from '@eazy2con/shared/wat-time';
import type { GraphQLCall, Responder } from '../../test/render-page';

/** The booking pages' tests share these: a stored booking as the server answers it, and the form's inputs. */
export const START = addDays(watDate(), 3);
export const END = addDays(watDate(), 183);

export const booking = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'BookAmentor',
  id: 'b1',
  fullName: 'Ada Obi',
  email: 'ada@example.com',
  phone: '08030001111',
  type: 'Personal',
  course: 'React',
  amountKobo: 5_000_000,
  transferOption: false,
  payment: { __typename: 'BookingPayment', status: 'AWAITING_PAYMENT' },
  ...overrides,
});

export const created =
  (overrides: Record<string, unknown> = {}): Responder =>
  (call) =>
    call.query.includes('createBookAmentor')
      ? { data: { createBookAmentor: { ...booking(overrides), accessToken: 'tok-1' } } }
      : undefined;

export const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Picks an option of a (native) select. */
export const choose = (label: string, option: string) => fill(label, option);

export function fillAdultForm() {
  fill('Full name', 'Ada Obi');
  fill('Phone', '08030001111');
  fill('Email', 'ada@example.com');
  choose('Course', 'React');
  fill('Start date', START);
  fill('End date', END);
}

export const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
export const mutations = (calls: GraphQLCall[], name: string) => calls.filter((c) => c.query.includes(name));
