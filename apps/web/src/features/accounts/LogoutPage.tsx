import { useEffect, useRef, useState } from 'react';
import { usePageTitle } from '../../core/use-page-title';
import { Result } from '../../ui/Result';
import { LinkButton } from '../../ui/LinkButton';
import { authApi } from './auth-api';
import { AuthCard } from './AuthCard';
import { LOGGED_OUT_FLAG } from './auth-context';
import { hardNavigate } from './hard-navigate';

/**
 * /logout (spec 1 §2): signs out, then a full page load of / so nothing of the session stays in the browser
 * (auth state, cached queries); the new page shows 'Logged Out!'.
 */
export function LogoutPage() {
  usePageTitle('Logout');
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void authApi.signOut().then((result) => {
      if (!result.ok) {
        setError(result.message);
        return;
      }
      try {
        window.sessionStorage.setItem(LOGGED_OUT_FLAG, '1');
      } catch {
        // Private mode without storage: the notice is lost, the logout is not.
      }
      hardNavigate('/');
    });
  }, []);

  if (error) {
    return (
      <Result
        status="error"
        title="Logout failed"
        subTitle={error}
        extra={
          <LinkButton to="/" type="primary">
            Go Home
          </LinkButton>
        }
      />
    );
  }
  return (
    <AuthCard title="Logging out" busy>
      {null}
    </AuthCard>
  );
}
