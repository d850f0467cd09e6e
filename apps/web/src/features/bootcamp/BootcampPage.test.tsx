import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, type GraphQLCall } from '../../test/render-page';
import { BootcampPage } from './BootcampPage';

const registration = (open: boolean, slotsLeft = 7) => ({
  data: {
    bootcampRegistration: {
      __typename: 'BootcampRegistration',
      open,
      slotsLeft,
      slotsTotal: 10,
      feeNaira: 20000,
      startDate: '2030-03-04',
    },
  },
});

const booking = {
  __typename: 'Bootcamp',
  id: 'b1',
  fullName: 'Chioma Eze',
  email: 'chioma@example.com',
  track: 'frontend',
  trackTitle: 'Frontend',
  startDate: '2030-03-04',
  amountKobo: 2_000_000,
  transferOption: false,
  payment: { __typename: 'BookingPayment', status: 'AWAITING_PAYMENT' },
};

type Answers = Partial<Record<'createBootcamp' | 'getBootcamp' | 'updateBootcamp', unknown>>;

/** A server that is open or closed, answering the bootcamp operations with `answers`. */
const server =
  (open: boolean, answers: Answers = {}, slots: () => number = () => 7) =>
  (call: GraphQLCall) => {
    if (call.query.includes('bootcampRegistration')) return registration(open, slots());
    if (call.query.includes('catalogueCourses')) return { data: { catalogueCourses: [] } };
    for (const [operation, answer] of Object.entries(answers)) if (call.query.includes(operation)) return answer;
    return undefined;
  };

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Chooses an option of a select by its label, as a person picking it does. */
function pick(label: string, option: string) {
  const select = screen.getByLabelText<HTMLSelectElement>(label);
  const match = Array.from(select.options).find((o) => o.text === option);
  if (!match) throw new Error(`no option ${option} in ${label}`);
  fireEvent.change(select, { target: { value: match.value } });
}

/** The form is its own chunk, loaded after the page. */
const formReady = () => screen.findByLabelText('Full Name', {}, { timeout: 10_000 });

async function fillForm() {
  await formReady();
  fill('Full Name', 'Chioma Eze');
  fill('Phone Number', '+234 803 000 2222');
  fill('Email', 'chioma@example.com');
  pick('Country', 'Nigeria');
  pick('Track', 'Frontend');
  pick('How you heard about us', 'Twitter');
  fireEvent.click(screen.getByLabelText('Yes'));
}

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('BootcampPage', () => {
  it("shows 'Registration closed' in the hero and over the disabled form, with no seat count", async () => {
    renderPage(<BootcampPage />, { path: '/bootcamp', respond: server(false) });
    // One state everywhere: closed, the hero says so instead of counting seats under 'Register now'.
    expect((await screen.findByTestId('registration-state')).textContent).toBe('Registration closed');
    expect(screen.queryByTestId('slots-left')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Register now' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See requirements' })).toBeTruthy();
    expect(screen.getByText(/starting 4 March 2030/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Registration closed');
    expect((await formReady()).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Registration closed' }).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Choose Frontend' })).toBeNull();
    expect(screen.getAllByTestId('track-card').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Forex and Crypto Trading',
      'Frontend',
      'Digital Marketing',
      'Backend',
      'Data Analysis',
      'UI/UX',
    ]);
  });

  it("shows each field's message from the shared schema and sends nothing", async () => {
    const page = renderPage(<BootcampPage />, { path: '/bootcamp', respond: server(true) });
    await formReady();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    for (const message of [
      'Full Name is required!',
      'Phone Number is required!',
      'Email is required!',
      'Please input your country',
      'Track is required!',
      'How you heard about us is required!',
      'Laptop is required!',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    fill('Email', 'chioma.example.com');
    expect(await screen.findByText('Email is not a valid email!')).toBeTruthy();
    expect(page.calls.some((c) => c.query.includes('createBootcamp'))).toBe(false);
  });

  it('registers, keeps the id and token, shows the success view and counts the seats again', async () => {
    let seats = 7;
    const created = { data: { createBootcamp: { ...booking, accessToken: 'tok' } } };
    const page = renderPage(<BootcampPage />, {
      path: '/bootcamp',
      respond: (call) => {
        if (call.query.includes('createBootcamp')) seats = 6;
        return server(true, { createBootcamp: created }, () => seats)(call);
      },
    });
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Successfully Registered')).toBeTruthy();
    expect(await screen.findByText('You are now registered, Please check your email')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem('bootcamp-id') ?? 'null')).toEqual({ id: 'b1', token: 'tok' });
    expect(page.calls.find((c) => c.query.includes('createBootcamp'))?.variables).toEqual({
      input: {
        fullName: 'Chioma Eze',
        phone: '+234 803 000 2222',
        email: 'chioma@example.com',
        country: 'NG',
        source: 'Twitter',
        whyLearnTheCourse: null,
        doYouHaveAlaptop: 'Yes',
        track: 'frontend',
      },
    });
    await waitFor(() => expect(screen.getByTestId('slots-left').textContent).toBe('6 of 10 slots left'));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Pay now' }).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Pay Later' })).toBeTruthy();
  });

  it("says 'Something went wrong, please Check your Network connection' when the registration fails", async () => {
    renderPage(<BootcampPage />, {
      path: '/bootcamp',
      respond: server(true, { createBootcamp: { data: null, errors: [{ message: 'Unexpected error.' }] } }),
    });
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Something went wrong, please Check your Network connection')).toBeTruthy();
    expect(window.localStorage.getItem('bootcamp-id')).toBeNull();
  });

  it("shows the server's reason when the last seat went to someone else, and counts again", async () => {
    let seats = 1;
    const full = {
      data: null,
      errors: [{ message: 'Registration closed: all 10 slots are taken.', extensions: { code: 'CONFLICT' } }],
    };
    renderPage(<BootcampPage />, {
      path: '/bootcamp',
      respond: (call) => {
        if (call.query.includes('createBootcamp')) seats = 0;
        return server(true, { createBootcamp: full }, () => seats)(call);
      },
    });
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration closed: all 10 slots are taken.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('slots-left').textContent).toBe('0 of 10 slots left'));
  });

  it('welcomes back the browser that registered, and Pay Later leads to the invoice', async () => {
    window.localStorage.setItem('bootcamp-id', JSON.stringify({ id: 'b1', token: 'tok' }));
    const page = renderPage(<BootcampPage />, {
      path: '/bootcamp',
      respond: server(false, {
        getBootcamp: { data: { getBootcamp: booking } },
        updateBootcamp: { data: { updateBootcamp: { ...booking, transferOption: true } } },
      }),
    });
    expect(await screen.findByText('Welcome back, Chioma')).toBeTruthy();
    expect(page.calls.find((c) => c.query.includes('getBootcamp'))?.variables).toEqual({ id: 'b1', token: 'tok' });
    fireEvent.click(screen.getByRole('button', { name: 'Pay Later' }));
    const where = await screen.findByTestId('where');
    expect(where.textContent).toBe('/payment-invoice');
    expect(JSON.parse(where.dataset.state ?? 'null')).toEqual({
      name: 'Chioma Eze',
      email: 'chioma@example.com',
      amount: 20000,
      item: 'Bootcamp Payment',
      booking: { kind: 'bootcamp', id: 'b1', token: 'tok' },
    });
    expect(page.calls.find((c) => c.query.includes('updateBootcamp'))?.variables).toEqual({
      input: { id: 'b1', token: 'tok', transferOption: true },
    });
  });

  it('still goes to the invoice when recording Pay Later fails, and logs the failure (spec 2 §4)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem('bootcamp-id', JSON.stringify({ id: 'b1', token: 'tok' }));
    renderPage(<BootcampPage />, {
      path: '/bootcamp',
      respond: server(false, {
        getBootcamp: { data: { getBootcamp: booking } },
        updateBootcamp: { data: null, errors: [{ message: 'Unexpected error.' }] },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay Later' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/payment-invoice');
    expect(logged).toHaveBeenCalledWith('bootcamp: the bank transfer choice was not saved', expect.anything());
  });

  it('forgets a stored registration the server does not know, and shows the form', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem('bootcamp-id', JSON.stringify({ id: 'gone', token: 'tok' }));
    renderPage(<BootcampPage />, {
      path: '/bootcamp',
      respond: server(true, {
        getBootcamp: {
          data: null,
          errors: [{ message: 'This booking was not found', extensions: { code: 'NOT_FOUND' } }],
        },
      }),
    });
    expect(await screen.findByRole('button', { name: 'Register' })).toBeTruthy();
    await waitFor(() => expect(window.localStorage.getItem('bootcamp-id')).toBeNull());
  });

  it("opens a track's 'What to Expect': five weekly tables of time, topics and objectives", async () => {
    renderPage(<BootcampPage />, { path: '/bootcamp', respond: server(false) });
    fireEvent.click(await screen.findByRole('button', { name: 'What to Expect: UI/UX' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('What to Expect: UI/UX')).toBeTruthy();
    const tables = within(dialog).getAllByRole('table');
    expect(tables).toHaveLength(5);
    for (const table of tables) {
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Time', 'Topics', 'Objectives']);
      expect(within(table).getAllByRole('row')).toHaveLength(3);
    }
    expect(within(dialog).getByRole('heading', { name: 'Week 1: Design thinking' })).toBeTruthy();
  });
});
