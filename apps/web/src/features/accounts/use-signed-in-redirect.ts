import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useAppApi } from '../../core/lazy-ant-app';
import { useServerRenderControl } from '../../core/server-render-control';
import { useAuth } from './auth-context';
import { landingFor } from './dashboard-path';

/**
 * /login, /signup and /forgot_password: someone already signed in when the page opens goes to the dashboard with
 * the spec's notice. Decided once, when the session check ends, so signing in on the page itself does not trigger it.
 */
export function useSignedInRedirect(): { checking: boolean } {
  const { loading, isAuthenticated, data } = useAuth();
  const navigate = useNavigate();
  const { notification } = useAppApi();
  const decided = useRef(false);
  // The server draws these pages for a visitor; someone signed in gets the page from the browser, which says
  // 'Logged In' as it opens (a server-drawn page would wait for their first touch to say it).
  const server = useServerRenderControl();
  if (server && !loading && isAuthenticated) server.drawInBrowser();

  useEffect(() => {
    if (loading || decided.current) return;
    decided.current = true;
    if (isAuthenticated) {
      notification.info({ title: 'Logged In', description: 'You are already logged in.', duration: 10 });
      void navigate(landingFor({ data }), { replace: true });
    }
  }, [loading, isAuthenticated, data, navigate, notification]);

  return { checking: loading };
}
