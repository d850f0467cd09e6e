import { useState } from 'react';
import { Modal } from 'antd';
import { useNavigate } from 'react-router';
import { ConfirmCodeSchema } from '@eazy2con/shared/validation/accounts';
import { useAppApi } from '../../core/lazy-ant-app';
import { Button } from '../../ui/Button';
import { schemaValidator } from '../../ui/form/schema-validator';
import { useForm } from '../../ui/form/use-form';
import { Notice } from '../../ui/Notice';
import { authApi } from './auth-api';
import { useAuth, type AuthSnapshot } from './auth-context';
import { CodeField } from './AuthFields';

interface Props {
  open: boolean;
  email: string;
  onCancel: () => void;
  /** Called once the code is accepted: the account is confirmed and signed in. */
  onConfirmed: (auth: AuthSnapshot) => void;
}

/** Said when the code confirmed the address but this browser set no password (the server asks for one). */
export const CHOOSE_PASSWORD = 'Now choose a password: we will send a code to your email.';

const asksForPassword = (data: unknown) =>
  typeof data === 'object' && data !== null && 'choosePassword' in data && data.choosePassword === true;

/**
 * The confirm-code dialog of sign-up and of a login to an unconfirmed account (spec 1 §2, spec 2 §4). Its own
 * chunk: the sign-up and login forms load it when it is first needed.
 */
export function ConfirmCodeDialog({ open, email, onCancel, onConfirmed }: Props) {
  return (
    <Modal open={open} title="Confirm your account" onCancel={onCancel} footer={null} destroyOnHidden>
      {/* Keyed by the address: a dialog opened for another address starts with an empty form. */}
      <CodeForm key={email} email={email} onConfirmed={onConfirmed} />
    </Modal>
  );
}

function CodeForm({ email, onConfirmed }: { email: string; onConfirmed: (auth: AuthSnapshot) => void }) {
  // The schema checks the code with the address it was sent to.
  const [validate] = useState(() => schemaValidator<{ code: string }>(ConfirmCodeSchema, { email }));
  const form = useForm<{ code: string }>({ initialValues: { code: '' }, validate });
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [resendError, setResendError] = useState<string | null>(null);
  const { notification } = useAppApi();
  const auth = useAuth();
  const navigate = useNavigate();

  const onFinish = async ({ code }: { code: string }) => {
    setBusy(true);
    const result = await authApi.confirm({ email, code: code.trim() });
    if (!result.ok) {
      setBusy(false);
      notification.error({ title: result.message, duration: 10 });
      return;
    }
    if (asksForPassword(result.data)) {
      // Confirmed, not signed in: the password this account had may be a stranger's (sign-up-password.ts).
      notification.success({ title: 'Account Confirmed!', description: CHOOSE_PASSWORD, duration: 10 });
      void navigate(`/forgot_password?email=${encodeURIComponent(email)}`);
      return;
    }
    notification.success({ title: 'Account Confirmed!', duration: 5 });
    const snapshot = await auth.refresh();
    setBusy(false);
    form.reset();
    onConfirmed(snapshot);
  };

  const resend = async () => {
    setResending(true);
    setResendError(null);
    const result = await authApi.resendCode(email);
    setResending(false);
    if (result.ok) {
      notification.success({
        title: 'Confirm message sent!',
        description: 'Check you mail for a message to confirm your account',
      });
    } else {
      setResendError(result.message);
    }
  };

  return (
    <>
      <p>
        We sent a 6-digit code to <strong>{email}</strong>. Enter it to confirm your account.
      </p>
      <form onSubmit={form.handleSubmit(onFinish)} noValidate>
        <CodeField form={form} label="Confirm code" autoFocus />
        {resendError && <Notice type="error" title={resendError} className="auth__alert" />}
        <div className="auth__actions">
          <Button type="primary" htmlType="submit" loading={busy} size="large">
            Confirm
          </Button>
          <Button type="link" onClick={() => void resend()} loading={resending}>
            Send me a new code
          </Button>
        </div>
      </form>
    </>
  );
}
