import { useEffect, useRef, useState } from 'react';
import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { authApi } from './auth-client';
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
          <Link to="/">
            <Button type="primary">Go Home</Button>
          </Link>
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
