import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAppApi } from '../../core/lazy-ant-app';
import { usePageTitle } from '../../core/use-page-title';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/form/Field';
import { lazySchemaValidator } from '../../ui/form/lazy-validator';
import { useForm } from '../../ui/form/use-form';
import { TextInput } from '../../ui/inputs';
import { accountSchemas } from './account-checks';
import { authApi } from './auth-api';
import { AuthCard } from './AuthCard';
import { CodeField, NewPasswordFields } from './AuthFields';
import { useSignedInRedirect } from './use-signed-in-redirect';

interface EmailValues extends Record<string, string> {
  email: string;
}

interface ResetValues extends Record<string, string> {
  code: string;
  password: string;
  confirmPassword: string;
}

// The checks load on the form's first use (issue 38).
const validateEmail = lazySchemaValidator<EmailValues>(() => accountSchemas().then((m) => m.ForgotPasswordEmailSchema));

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
      intro={
        email ? undefined : 'Enter the email of your account and we will send you a code to choose a new password.'
      }
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
  // A mentor invitation links here with the invitee's address (?email=), so they only press Send code.
  const [params] = useSearchParams();
  const form = useForm<EmailValues>({ initialValues: { email: params.get('email') ?? '' }, validate: validateEmail });
  const [busy, setBusy] = useState(false);
  const { notification } = useAppApi();

  const onFinish = async (values: EmailValues) => {
    const { ForgotPasswordEmailSchema } = await accountSchemas();
    const { email } = ForgotPasswordEmailSchema.parse(values);
    setBusy(true);
    const result = await authApi.requestPasswordReset(email);
    setBusy(false);
    if (!result.ok) {
      if (!form.showServerErrors(result.fields)) notification.error({ title: result.message, duration: 10 });
      return;
    }
    onSent(email);
  };

  return (
    <form onSubmit={form.handleSubmit(onFinish)} noValidate>
      <Field form={form} name="email" label="Email">
        {(props) => <TextInput {...props} type="email" autoComplete="email" size="large" />}
      </Field>
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>
        Send code
      </Button>
    </form>
  );
}

function CodeStep({ email, onRestart }: { email: string; onRestart: () => void }) {
  // The schema checks the code with the address it was sent to.
  const [validate] = useState(() =>
    lazySchemaValidator<ResetValues>(() => accountSchemas().then((m) => m.ResetPasswordSchema), { email }),
  );
  const form = useForm<ResetValues>({ initialValues: { code: '', password: '', confirmPassword: '' }, validate });
  const [busy, setBusy] = useState(false);
  const { notification } = useAppApi();
  const navigate = useNavigate();

  const onFinish = async (values: ResetValues) => {
    const { ResetPasswordSchema } = await accountSchemas();
    const parsed = ResetPasswordSchema.safeParse({ ...values, email });
    if (!parsed.success) return;
    setBusy(true);
    const result = await authApi.resetPassword(parsed.data);
    setBusy(false);
    if (!result.ok) {
      if (!form.showServerErrors(result.fields)) notification.error({ title: result.message, duration: 10 });
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
      <form onSubmit={form.handleSubmit(onFinish)} noValidate>
        <CodeField form={form} label="Code" />
        <NewPasswordFields form={form} label="New Password" />
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          Change Password
        </Button>
      </form>
    </>
  );
}
