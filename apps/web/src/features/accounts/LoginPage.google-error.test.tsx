import { StrictMode, useEffect, useState, type ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page';
import { LoginPage } from './LoginPage';

/**
 * Opens the page at `search`, as Better Auth's redirect does: renderPage's path is a route pattern, so the query is
 * added by a navigation first, and the page mounts only once the address carries it.
 */
function Arrive({ search, children }: { search: string; children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    void navigate({ search });
  }, [navigate, search]);
  useEffect(() => {
    if (location.search === search) setArrived(true);
  }, [location.search, search]);
  return arrived ? children : null;
}

/** Shows the address and how the last navigation was made. */
function Address() {
  const { search } = useLocation();
  return <p data-testid="address" data-search={search} data-type={useNavigationType()} />;
}

// StrictMode as in main.tsx: its doubled effects must not double the notice.
const renderLogin = (search: string) =>
  renderPage(
    <StrictMode>
      <Arrive search={search}>
        <LoginPage />
      </Arrive>
      <Address />
    </StrictMode>,
    { path: '/login' },
  );

const address = () => screen.getByTestId('address');

describe('LoginPage after a failed Google sign-in', () => {
  it.each([
    [
      'account_not_linked',
      'Your Google account is not linked to an account here. Sign in with your email and password.',
    ],
    [
      'unable_to_link_account',
      'We could not link your Google account to your account here. Sign in with your email and password.',
    ],
    ['access_denied', 'Google sign-in was cancelled. Please try again or sign in with your email and password.'],
    ['state_mismatch', 'Please try again or sign in with your email and password.'],
    ['constructor', 'Please try again or sign in with your email and password.'],
  ])("says 'Google sign-in failed' for ?error=%s, then drops it from the address", async (code, text) => {
    renderLogin(`?error=${code}&error_description=x&next=%2Fpricing`);
    expect(await screen.findByText('Google sign-in failed')).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    await waitFor(() => expect(address().dataset.search).toBe('?next=%2Fpricing'));
    expect(address().dataset.type).toBe('REPLACE');
    expect(screen.getAllByText('Google sign-in failed')).toHaveLength(1);
  });

  it('keeps the notice for 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderLogin('?error=access_denied');
      const notice = (await screen.findByText('Google sign-in failed')).closest('.ant-notification-notice');
      // jsdom never ends the fade, so "gone" shows as the notice's leave class.
      await act(() => vi.advanceTimersByTimeAsync(9_000));
      expect(notice?.className).not.toMatch(/-leave/);
      await act(() => vi.advanceTimersByTimeAsync(1_500));
      expect(notice?.className).toMatch(/-leave/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says nothing without an error parameter', async () => {
    renderLogin('?next=%2Fpricing');
    await screen.findByLabelText('Email');
    await waitFor(() => expect(address().dataset.search).toBe('?next=%2Fpricing'));
    expect(address().dataset.type).toBe('PUSH');
    expect(screen.queryByText('Google sign-in failed')).toBeNull();
  });
});
