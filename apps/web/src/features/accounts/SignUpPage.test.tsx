import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, USER_ME } from '../../test/render-page';
import { CHOOSE_PASSWORD } from './ConfirmCodeDialog';
import { SignUpPage } from './SignUpPage';

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
/** Fills the form with matching passwords and sends it. */
const signUp = (email: string) => {
  fill('Email', email);
  fill('Password', 'secret-pass');
  fill('Confirm Password', 'secret-pass');
  submit();
};

describe('SignUpPage', () => {
  it("shows the spec's messages for an empty form and sends nothing", async () => {
    const { authCalls } = renderPage(<SignUpPage />, { path: '/signup' });
    await screen.findByLabelText('Email');
    submit();
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(await screen.findByText('Please confirm Password')).toBeTruthy();
    expect(authCalls.filter((c) => c.path === '/sign-up/email')).toHaveLength(0);
  });

  it("says 'Passwords must match' under the confirmation", async () => {
    renderPage(<SignUpPage />, { path: '/signup' });
    await screen.findByLabelText('Email');
    fill('Password', 'secret-pass');
    fill('Confirm Password', 'secret-pass-2');
    expect(await screen.findByText('Passwords must match')).toBeTruthy();
  });

  it('signs up, confirms the code, says Account Confirmed! and goes on to /add-mentor with id and email', async () => {
    const page = renderPage(<SignUpPage />, {
      path: '/signup',
      auth: ({ path }) => {
        if (path === '/email-otp/verify-email') page.setMe(USER_ME);
        return { status: 200, body: { user: { id: 'user-1', email: 'ada@example.com' } } };
      },
    });
    await screen.findByLabelText('Email');
    signUp(' Ada@Example.com ');
    const dialog = await screen.findByRole('dialog');
    // The server names the account itself; Better Auth's client wants a name field all the same.
    expect(page.authCalls.find((c) => c.path === '/sign-up/email')?.body).toEqual({
      email: 'ada@example.com',
      password: 'secret-pass',
      confirmPassword: 'secret-pass',
      name: '',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Code is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Confirm code'), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Account Confirmed!')).toBeTruthy();
    const where = await screen.findByTestId('where');
    expect(where.textContent).toBe('/add-mentor');
    expect(JSON.parse(where.dataset.state ?? 'null')).toEqual({ sub: 'user-1', email: 'ada@example.com' });
    expect(page.authCalls.find((c) => c.path === '/email-otp/verify-email')?.body).toEqual({
      email: 'ada@example.com',
      otp: '123456',
    });
  });

  it('confirmed in a browser that set no password: asks the person to choose one with a code', async () => {
    renderPage(<SignUpPage />, {
      path: '/signup',
      auth: ({ path }) =>
        path === '/email-otp/verify-email'
          ? { status: 200, body: { status: true, choosePassword: true } }
          : { status: 200, body: {} },
    });
    await screen.findByLabelText('Email');
    signUp('ada@example.com');
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Confirm code'), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Account Confirmed!')).toBeTruthy();
    expect(await screen.findByText(CHOOSE_PASSWORD)).toBeTruthy();
    expect((await screen.findByTestId('where')).textContent).toBe('/forgot_password');
  });

  it("resends the code: 'Confirm message sent!'", async () => {
    renderPage(<SignUpPage />, { path: '/signup', auth: () => ({ status: 200, body: {} }) });
    await screen.findByLabelText('Email');
    signUp('ada@example.com');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send me a new code' }));
    expect(await screen.findByText('Confirm message sent!')).toBeTruthy();
    expect(screen.getByText('Check you mail for a message to confirm your account')).toBeTruthy();
  });

  it("shows the server's message when the code is wrong", async () => {
    renderPage(<SignUpPage />, {
      path: '/signup',
      auth: ({ path }) =>
        path === '/email-otp/verify-email'
          ? { status: 400, body: { code: 'INVALID_OTP', message: 'Invalid OTP' } }
          : { status: 200, body: {} },
    });
    await screen.findByLabelText('Email');
    signUp('ada@example.com');
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Confirm code'), { target: { value: '000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('That code is not right. Check the code in your mail and try again.')).toBeTruthy();
  });

  it('sends a signed-in visitor to the dashboard with a notice', async () => {
    renderPage(<SignUpPage />, { path: '/signup', me: USER_ME });
    expect((await screen.findByTestId('where')).textContent).toBe('/account');
    expect(await screen.findByText('You are already logged in.')).toBeTruthy();
  });

  it('shows the server message under its field for bad input', async () => {
    renderPage(<SignUpPage />, {
      path: '/signup',
      auth: () => ({
        status: 400,
        body: { code: 'BAD_USER_INPUT', message: 'Email is not valid', fields: { email: 'Email is not valid' } },
      }),
    });
    await screen.findByLabelText('Email');
    signUp('ada@example.com');
    await waitFor(() => expect(screen.getByText('Email is not valid')).toBeTruthy());
  });
});
