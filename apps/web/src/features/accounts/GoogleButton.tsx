import { useState } from 'react';
import { GoogleOutlined } from '@ant-design/icons';
import { useAppApi } from '../../core/lazy-ant-app';
import { useSiteInfo } from '../../core/site-info';
import { Button } from '../../ui/Button';
import { authApi } from './auth-api';
import { hardNavigate } from './hard-navigate';
import { DASHBOARD } from './dashboard-path';

/** Shown only when the server has Google sign-in configured (siteInfo.googleSignIn). */
export function GoogleButton() {
  const site = useSiteInfo();
  const [busy, setBusy] = useState(false);
  const { notification } = useAppApi();
  if (!site?.googleSignIn) return null;

  const start = async () => {
    setBusy(true);
    const result = await authApi.googleSignIn(DASHBOARD);
    if (result.ok && result.data.url) {
      hardNavigate(result.data.url);
      return;
    }
    setBusy(false);
    notification.error({ title: result.ok ? 'Something went wrong!' : result.message, duration: 10 });
  };

  return (
    <div className="auth__social">
      <p className="divider-text">or</p>
      <Button block size="large" icon={<GoogleOutlined />} loading={busy} onClick={() => void start()}>
        Continue with Google
      </Button>
    </div>
  );
}
