import { useState } from 'react';
import { Alert, App, Button, Form, Modal } from 'antd';
import { ConfirmCodeSchema } from '@eazy2con/shared/validation/accounts';
import { authApi } from './auth-client';
import { useAuth, type AuthSnapshot } from './auth-context';
import { CodeFields } from './AuthFields';

interface Props {
  open: boolean;
  email: string;
  onCancel: () => void;
  /** Called once the code is accepted: the account is confirmed and signed in. */
  onConfirmed: (auth: AuthSnapshot) => void;
}

/** The confirm-code dialog of sign-up and of a login to an unconfirmed account (spec 1 §2, spec 2 §4). */
export function ConfirmCodeDialog({ open, email, onCancel, onConfirmed }: Props) {
  const [form] = Form.useForm<{ email: string; code: string }>();
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [resendError, setResendError] = useState<string | null>(null);
  const { notification } = App.useApp();
  const auth = useAuth();

  const onFinish = async ({ code }: { code: string }) => {
    setBusy(true);
    const result = await authApi.confirm({ email, code: code.trim() });
    if (!result.ok) {
      setBusy(false);
      notification.error({ title: result.message, duration: 10 });
      return;
    }
    notification.success({ title: 'Account Confirmed!', duration: 5 });
    const snapshot = await auth.refresh();
    setBusy(false);
    form.resetFields();
    onConfirmed(snapshot);
  };

  const resend = async () => {
    setResending(true);
    setResendError(null);
    const result = await authApi.resendCode(email);
    setResending(false);
    if (result.ok) {
      notification.success({ title: 'Confirm message sent!', description: 'Check you mail for a message to confirm your account' });
    } else {
      setResendError(result.message);
    }
  };

  return (
    <Modal open={open} title="Confirm your account" onCancel={onCancel} footer={null} destroyOnHidden>
      <p>
        We sent a 6-digit code to <strong>{email}</strong>. Enter it to confirm your account.
      </p>
      <Form form={form} layout="vertical" onFinish={onFinish} initialValues={{ email }} requiredMark={false} noValidate>
        <CodeFields schema={ConfirmCodeSchema} label="Confirm code" autoFocus />
        {resendError && <Alert type="error" showIcon title={resendError} className="auth__alert" />}
        <div className="auth__actions">
          <Button type="primary" htmlType="submit" loading={busy} size="large">
            Confirm
          </Button>
          <Button type="link" onClick={() => void resend()} loading={resending}>
            Send me a new code
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
