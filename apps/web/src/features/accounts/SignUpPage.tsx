import { useState } from 'react';
import { App, Button, Form, Input } from 'antd';
import { Link, useNavigate } from 'react-router';
import { SignUpSchema } from '@eazy2con/shared/validation/accounts';
import { usePageTitle } from '../../app/use-page-title';
import { authApi } from './auth-client';
import { AuthCard } from './AuthCard';
import { NewPasswordFields } from './AuthFields';
import { ConfirmCodeDialog } from './ConfirmCodeDialog';
import { schemaRule, showFieldErrors } from './form-rules';
import { GoogleButton } from './GoogleButton';
import { useSignedInRedirect } from './use-signed-in-redirect';

interface SignUpValues {
  email: string;
  password: string;
  confirmPassword: string;
}

const FIELDS = ['email', 'password', 'confirmPassword'] as const;

/**
 * /signup (spec 1 §2, spec 2 §4): email, password, confirm password; then the confirm-code dialog; 'Account
 * Confirmed!' and on to /add-mentor with the new account's id and email.
 */
export function SignUpPage() {
  usePageTitle('Sign Up');
  const { checking } = useSignedInRedirect();
  const [form] = Form.useForm<SignUpValues>();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const { notification } = App.useApp();
  const navigate = useNavigate();

  const onFinish = async (values: SignUpValues) => {
    const parsed = SignUpSchema.safeParse(values);
    if (!parsed.success) return;
    setBusy(true);
    const result = await authApi.signUp(parsed.data);
    setBusy(false);
    if (!result.ok) {
      if (!showFieldErrors(form, result.fields, FIELDS)) notification.error({ title: result.message, duration: 10 });
      return;
    }
    setConfirming(parsed.data.email);
  };

  return (
    <AuthCard title="Create your account" intro="Sign up with your email. We will send you a code to confirm it." busy={checking}>
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} noValidate>
        <Form.Item name="email" label="Email" rules={[schemaRule(SignUpSchema, 'email')]}>
          <Input type="email" autoComplete="email" size="large" />
        </Form.Item>
        <NewPasswordFields schema={SignUpSchema} label="Password" />
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          Sign Up
        </Button>
      </Form>
      <GoogleButton />
      <p className="auth__switch">
        Already have an account? <Link to="/login">Login</Link>
      </p>
      <ConfirmCodeDialog
        open={confirming !== null}
        email={confirming ?? ''}
        onCancel={() => setConfirming(null)}
        onConfirmed={(auth) => {
          setConfirming(null);
          void navigate('/add-mentor', { state: { sub: auth.sub, email: auth.email } });
        }}
      />
    </AuthCard>
  );
}
