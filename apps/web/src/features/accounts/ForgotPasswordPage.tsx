import { useState } from 'react';
import { App, Button, Form, Input } from 'antd';
import { Link, useNavigate } from 'react-router';
import { ForgotPasswordEmailSchema, ResetPasswordSchema } from '@eazy2con/shared/validation/accounts';
import { usePageTitle } from '../../app/use-page-title';
import { authApi } from './auth-client';
import { AuthCard } from './AuthCard';
import { CodeFields, NewPasswordFields } from './AuthFields';
import { schemaRule, showFieldErrors } from './form-rules';
import { useSignedInRedirect } from './use-signed-in-redirect';

interface ResetValues {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

/**
 * /forgot_password (spec 1 §2, §4): the email step sends a code; the code step sets the new password; then
 * 'Password Changed!' and /login. The answer to the email step never tells whether the address has an account.
 */
export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const { checking } = useSignedInRedirect();
  const [email, setEmail] = useState<string | null>(null);

  return (
    <AuthCard
      title="Forgot Password"
      intro={email ? undefined : 'Enter the email of your account and we will send you a code to choose a new password.'}
      busy={checking}
    >
      {email ? <CodeStep email={email} onRestart={() => setEmail(null)} /> : <EmailStep onSent={setEmail} />}
      <p className="auth__switch">
        <Link to="/login">Back to Login?</Link>
      </p>
    </AuthCard>
  );
}

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const [form] = Form.useForm<{ email: string }>();
  const [busy, setBusy] = useState(false);
  const { notification } = App.useApp();

  const onFinish = async (values: { email: string }) => {
    const { email } = ForgotPasswordEmailSchema.parse(values);
    setBusy(true);
    const result = await authApi.requestPasswordReset(email);
    setBusy(false);
    if (!result.ok) {
      if (!showFieldErrors(form, result.fields, ['email'])) notification.error({ title: result.message, duration: 10 });
      return;
    }
    onSent(email);
  };

  return (
    <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} noValidate>
      <Form.Item name="email" label="Email" rules={[schemaRule(ForgotPasswordEmailSchema, 'email')]}>
        <Input type="email" autoComplete="email" size="large" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>
        Send code
      </Button>
    </Form>
  );
}

const CODE_FIELDS = ['code', 'password', 'confirmPassword'] as const;

function CodeStep({ email, onRestart }: { email: string; onRestart: () => void }) {
  const [form] = Form.useForm<ResetValues>();
  const [busy, setBusy] = useState(false);
  const { notification } = App.useApp();
  const navigate = useNavigate();

  const onFinish = async (values: ResetValues) => {
    const parsed = ResetPasswordSchema.safeParse({ ...values, email });
    if (!parsed.success) return;
    setBusy(true);
    const result = await authApi.resetPassword(parsed.data);
    setBusy(false);
    if (!result.ok) {
      if (!showFieldErrors(form, result.fields, CODE_FIELDS)) notification.error({ title: result.message, duration: 10 });
      return;
    }
    notification.success({ title: 'Password Changed!', description: 'Login with your new password.', duration: 5 });
    void navigate('/login');
  };

  return (
    <>
      <p className="auth__intro">
        If <strong>{email}</strong> has an account, a 6-digit code is on its way. Enter it with your new password.{' '}
        <Button type="link" className="auth__inline-link" onClick={onRestart}>
          Use another email
        </Button>
      </p>
      <Form form={form} layout="vertical" onFinish={onFinish} initialValues={{ email }} requiredMark={false} noValidate>
        <CodeFields schema={ResetPasswordSchema} label="Code" />
        <NewPasswordFields schema={ResetPasswordSchema} label="New Password" />
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          Change Password
        </Button>
      </Form>
    </>
  );
}
