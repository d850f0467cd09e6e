import { useState } from 'react';
import { App, Button, Form, Input } from 'antd';
import { Link, useNavigate } from 'react-router';
import { LoginSchema } from '@eazy2con/shared/validation/accounts';
import { authApi } from './auth-client';
import { useAuth } from './auth-context';
import { ConfirmCodeDialog } from './ConfirmCodeDialog';
import { schemaRule, showFieldErrors } from './form-rules';
import { GoogleButton } from './GoogleButton';
import { DASHBOARD } from './dashboard-path';

interface LoginValues {
  email: string;
  password: string;
}

/**
 * Email and password sign-in (spec 1 §2 /login). An unconfirmed account opens the confirm dialog (the server has
 * mailed a fresh code); success toasts 'Logged In' and goes to `next` (the dashboard by default).
 */
export function LoginForm({ next = DASHBOARD }: { next?: string | null }) {
  const [form] = Form.useForm<LoginValues>();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const { notification } = App.useApp();
  const auth = useAuth();
  const navigate = useNavigate();

  const signedIn = () => {
    notification.success({ title: 'Logged In', description: 'You are now logged in successfully!', duration: 5 });
    if (next) void navigate(next);
  };

  const onFinish = async (values: LoginValues) => {
    setBusy(true);
    const parsed = LoginSchema.parse(values);
    const result = await authApi.signIn({ email: parsed.email, password: values.password });
    if (!result.ok) {
      setBusy(false);
      if (result.code === 'EMAIL_NOT_VERIFIED') {
        setConfirming(parsed.email);
        return;
      }
      if (!showFieldErrors(form, result.fields, ['email', 'password'])) notification.error({ title: result.message, duration: 10 });
      return;
    }
    await auth.refresh();
    setBusy(false);
    signedIn();
  };

  return (
    <>
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} noValidate>
        <Form.Item name="email" label="Email" rules={[schemaRule(LoginSchema, 'email')]}>
          <Input type="email" autoComplete="email" size="large" />
        </Form.Item>
        <Form.Item name="password" label="Password" rules={[schemaRule(LoginSchema, 'password')]}>
          <Input.Password autoComplete="current-password" size="large" />
        </Form.Item>
        <p className="auth__row">
          <Link to="/forgot_password">Forgot Password?</Link>
        </p>
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          Login
        </Button>
      </Form>
      <GoogleButton />
      <p className="auth__switch">
        New here? <Link to="/signup">Create an account</Link>
      </p>
      <ConfirmCodeDialog
        open={confirming !== null}
        email={confirming ?? ''}
        onCancel={() => setConfirming(null)}
        onConfirmed={() => {
          setConfirming(null);
          signedIn();
        }}
      />
    </>
  );
}
