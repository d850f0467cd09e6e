import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, USER_ME } from '../../test/render-page';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LogoutPage } from './LogoutPage';
import { LOGGED_OUT_FLAG } from './auth-context';

const hardNavigate = vi.hoisted(() => vi.fn());
vi.mock('./hard-navigate', () => ({ hardNavigate }));

afterEach(() => {
  hardNavigate.mockReset();
  window.sessionStorage.clear();
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ForgotPasswordPage', () => {
  it('asks for the email, then for code and new password, then says Password Changed! and goes to /login', async () => {
    const { authCalls } = renderPage(<ForgotPasswordPage />, {
      path: '/forgot_password',
      auth: () => ({ status: 200, body: { success: true } }),
    });
    await screen.findByLabelText('Email');
    expect(screen.getByRole('link', { name: 'Back to Login?' }).getAttribute('href')).toBe('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    fill('Email', 'Ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    await screen.findByLabelText('Code');
    expect(screen.getByText(/If/).textContent).toContain('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Code is required')).toBeTruthy();
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(await screen.findByText('Please confirm Password')).toBeTruthy();
    fill('Code', '123456');
    fill('New Password', 'new-password');
    fill('Confirm Password', 'new-passwork');
    expect(await screen.findByText('Passwords must match')).toBeTruthy();
    fill('Confirm Password', 'new-password');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password Changed!')).toBeTruthy();
    expect((await screen.findByTestId('where')).textContent).toBe('/login');
    expect(authCalls.find((c) => c.path === '/email-otp/request-password-reset')?.body).toEqual({
      email: 'ada@example.com',
    });
    expect(authCalls.find((c) => c.path === '/email-otp/reset-password')?.body).toEqual({
      email: 'ada@example.com',
      otp: '123456',
      password: 'new-password',
      confirmPassword: 'new-password',
    });
  });

  it('starts with the address an invitation linked with (?email=)', async () => {
    const { authCalls } = renderPage(<ForgotPasswordPage />, {
      path: '/forgot_password?email=new.mentor%40example.com',
      route: '/forgot_password',
      auth: () => ({ status: 200, body: { success: true } }),
    });
    expect((await screen.findByLabelText<HTMLInputElement>('Email')).value).toBe('new.mentor@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('Code');
    expect(authCalls.find((c) => c.path === '/email-otp/request-password-reset')?.body).toEqual({
      email: 'new.mentor@example.com',
    });
  });

  it("shows the provider's message for a wrong code", async () => {
    renderPage(<ForgotPasswordPage />, {
      path: '/forgot_password',
      auth: ({ path }) =>
        path === '/email-otp/reset-password'
          ? { status: 400, body: { code: 'OTP_EXPIRED', message: 'OTP expired' } }
          : { status: 200, body: {} },
    });
    await screen.findByLabelText('Email');
    fill('Email', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('Code');
    fill('Code', '123456');
    fill('New Password', 'new-password');
    fill('Confirm Password', 'new-password');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('That code has expired. Ask for a new code.')).toBeTruthy();
  });

  it("sends a signed-in visitor to the dashboard with 'Logged In'", async () => {
    renderPage(<ForgotPasswordPage />, { path: '/forgot_password', me: USER_ME });
    expect((await screen.findByTestId('where')).textContent).toBe('/account');
    expect(await screen.findByText('Logged In')).toBeTruthy();
  });
});

describe('LogoutPage', () => {
  it('signs out, then loads / afresh, leaving word for the Logged Out! notice', async () => {
    const { authCalls } = renderPage(<LogoutPage />, { path: '/logout', me: USER_ME });
    await vi.waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/'));
    expect(authCalls.some((c) => c.path === '/sign-out')).toBe(true);
    expect(window.sessionStorage.getItem(LOGGED_OUT_FLAG)).toBe('1');
  });

  it("shows 'Logged Out!' on the next page load", async () => {
    window.sessionStorage.setItem(LOGGED_OUT_FLAG, '1');
    renderPage(<p>home</p>, { path: '/' });
    expect(await screen.findByText('Logged Out!')).toBeTruthy();
    expect(window.sessionStorage.getItem(LOGGED_OUT_FLAG)).toBeNull();
  });

  it('shows the error when signing out fails', async () => {
    renderPage(<LogoutPage />, {
      path: '/logout',
      me: USER_ME,
      auth: ({ path }) => (path === '/sign-out' ? { status: 500, body: { message: 'Server down' } } : undefined),
    });
    expect(await screen.findByText('Server down')).toBeTruthy();
    expect(hardNavigate).not.toHaveBeenCalled();
  });
});
