import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, siteInfoData, USER_ME } from '../../test/render-page';
import { NETWORK_ERROR } from './auth-client';
import { LoginPage } from './LoginPage';
import { PrivateOutlet } from './PrivateRoute';

const hardNavigate = vi.hoisted(() => vi.fn());
vi.mock('./hard-navigate', () => ({ hardNavigate }));

afterEach(() => hardNavigate.mockReset());

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const login = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }));

describe('LoginPage', () => {
  it("shows 'Email is required' and 'Password is required', and links to reset and sign-up", async () => {
    renderPage(<LoginPage />, { path: '/login' });
    await screen.findByLabelText('Email');
    login();
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toBe('/forgot_password');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
  });

  it("signs in, toasts 'Logged In' and goes to /account", async () => {
    const page = renderPage(<LoginPage />, {
      path: '/login',
      auth: ({ path }) => {
        if (path === '/sign-in/email') page.setMe(USER_ME);
        return { status: 200, body: {} };
      },
    });
    await screen.findByLabelText('Email');
    fill('Email', 'ada@example.com');
    fill('Password', 'secret-pass');
    login();
    expect(await screen.findByText('You are now logged in successfully!')).toBeTruthy();
    expect((await screen.findByTestId('where')).textContent).toBe('/account');
  });

  it('sends an accepted mentor to the mentor dashboard', async () => {
    const mentorMe = {
      ...USER_ME,
      role: 'MENTOR' as const,
      mentor: {
        id: 'm1',
        status: 'ACCEPTED' as const,
        firstname: 'Chidi',
        lastname: 'Okafor',
        email: 'ada@example.com',
        specialization: 'Frontend',
        isActive: true,
        isAdmin: false,
        userSubId: 'user-1',
        imageUrl: null,
      },
    };
    const page = renderPage(<LoginPage />, {
      path: '/login',
      auth: ({ path }) => {
        if (path === '/sign-in/email') page.setMe(mentorMe);
        return { status: 200, body: {} };
      },
    });
    await screen.findByLabelText('Email');
    fill('Email', 'ada@example.com');
    fill('Password', 'secret-pass');
    login();
    expect((await screen.findByTestId('where')).textContent).toBe('/mentor-dashboard');
  });

  it("shows the server's message for a wrong password (10 s error)", async () => {
    renderPage(<LoginPage />, {
      path: '/login',
      auth: ({ path }) =>
        path === '/sign-in/email'
          ? { status: 401, body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' } }
          : undefined,
    });
    await screen.findByLabelText('Email');
    fill('Email', 'ada@example.com');
    fill('Password', 'wrong-pass');
    login();
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('opens the confirm dialog for an unconfirmed account, then signs in', async () => {
    const page = renderPage(<LoginPage />, {
      path: '/login',
      auth: ({ path }) => {
        if (path === '/sign-in/email')
          return { status: 403, body: { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' } };
        if (path === '/email-otp/verify-email') page.setMe(USER_ME);
        return { status: 200, body: {} };
      },
    });
    await screen.findByLabelText('Email');
    fill('Email', 'ada@example.com');
    fill('Password', 'secret-pass');
    login();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('ada@example.com')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Confirm code'), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Account Confirmed!')).toBeTruthy();
    expect((await screen.findByTestId('where')).textContent).toBe('/account');
  });

  it('sends a signed-in visitor to the dashboard', async () => {
    renderPage(<LoginPage />, { path: '/login', me: USER_ME });
    expect((await screen.findByTestId('where')).textContent).toBe('/account');
  });

  it('says so when the server cannot be reached', async () => {
    renderPage(<LoginPage />, {
      path: '/login',
      auth: ({ path }) => {
        if (path === '/sign-in/email') throw new TypeError('Failed to fetch');
        return undefined;
      },
    });
    await screen.findByLabelText('Email');
    fill('Email', 'ada@example.com');
    fill('Password', 'secret-pass');
    login();
    expect(await screen.findByText(NETWORK_ERROR)).toBeTruthy();
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('starts Google sign-in and sends the browser to the address the server answers', async () => {
    const google = 'https://accounts.google.com/o/oauth2/v2/auth?client_id=x&state=y';
    const { authCalls } = renderPage(<LoginPage />, {
      path: '/login',
      respond: ({ query }) => (query.includes('siteInfo') ? { data: siteInfoData({ googleSignIn: true }) } : undefined),
      auth: ({ path }) =>
        path === '/sign-in/social' ? { status: 200, body: { url: google, redirect: false } } : undefined,
    });
    fireEvent.click(await screen.findByRole('button', { name: /Continue with Google/ }));
    await vi.waitFor(() => expect(hardNavigate).toHaveBeenCalledWith(google));
    expect(authCalls.find((c) => c.path === '/sign-in/social')?.body).toEqual({
      provider: 'google',
      callbackURL: '/account',
      errorCallbackURL: '/login',
      disableRedirect: true,
    });
  });

  it("shows the server's message when Google sign-in cannot start", async () => {
    renderPage(<LoginPage />, {
      path: '/login',
      respond: ({ query }) => (query.includes('siteInfo') ? { data: siteInfoData({ googleSignIn: true }) } : undefined),
      auth: ({ path }) =>
        path === '/sign-in/social'
          ? { status: 404, body: { code: 'PROVIDER_NOT_FOUND', message: 'Provider not found' } }
          : undefined,
    });
    fireEvent.click(await screen.findByRole('button', { name: /Continue with Google/ }));
    expect(await screen.findByText('Provider not found')).toBeTruthy();
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('hides the Google button when Google sign-in is not configured', async () => {
    renderPage(<LoginPage />, { path: '/login' });
    await screen.findByLabelText('Email');
    expect(screen.queryByRole('button', { name: /Google/ })).toBeNull();
  });
});

describe('private routes', () => {
  it("show 'Sign in to your account using email' to a signed-out visitor", async () => {
    renderPage(<PrivateOutlet />, { path: '/paid-courses' });
    expect(await screen.findByRole('heading', { name: 'Sign in to your account using email' })).toBeTruthy();
    expect(await screen.findByLabelText('Email')).toBeTruthy();
  });
});
