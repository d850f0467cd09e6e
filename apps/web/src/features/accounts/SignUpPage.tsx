import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
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
import { NewPasswordFields } from './AuthFields';
import { GoogleButton } from './GoogleButton';
import { useSignedInRedirect } from './use-signed-in-redirect';

// The confirm-code dialog (Ant Design's modal) loads once the account is created.
const ConfirmCodeDialog = lazy(() => import('./ConfirmCodeDialog').then((m) => ({ default: m.ConfirmCodeDialog })));

interface SignUpValues extends Record<string, string> {
  email: string;
  password: string;
  confirmPassword: string;
}

// The checks load on the form's first use (issue 38).
const validate = lazySchemaValidator<SignUpValues>(() => accountSchemas().then((m) => m.SignUpSchema));

/**
 * /signup (spec 1 §2, spec 2 §4): email, password, confirm password; then the confirm-code dialog; 'Account
 * Confirmed!' and on to /add-mentor with the new account's id and email.
 */
export function SignUpPage() {
  usePageTitle('Sign Up');
  const { checking } = useSignedInRedirect();
  const form = useForm<SignUpValues>({ initialValues: { email: '', password: '', confirmPassword: '' }, validate });
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  // The address the dialog was last opened for: it stays mounted once opened, so that it can animate closed.
  const [dialogEmail, setDialogEmail] = useState<string | null>(null);
  const { notification } = useAppApi();
  const navigate = useNavigate();

  const onFinish = async (values: SignUpValues) => {
    const { SignUpSchema } = await accountSchemas();
    const parsed = SignUpSchema.safeParse(values);
    if (!parsed.success) return;
    setBusy(true);
    const result = await authApi.signUp(parsed.data);
    setBusy(false);
    if (!result.ok) {
      if (!form.showServerErrors(result.fields)) notification.error({ title: result.message, duration: 10 });
      return;
    }
    setConfirming(parsed.data.email);
    setDialogEmail(parsed.data.email);
  };

  return (
    <AuthCard
      title="Create your account"
      intro="Sign up with your email. We will send you a code to confirm it."
      busy={checking}
    >
      <form onSubmit={form.handleSubmit(onFinish)} noValidate>
        <Field form={form} name="email" label="Email">
          {(props) => <TextInput {...props} type="email" autoComplete="email" size="large" />}
        </Field>
        <NewPasswordFields form={form} label="Password" />
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          Sign Up
        </Button>
      </form>
      <GoogleButton />
      <p className="auth__switch">
        Already have an account? <Link to="/login">Login</Link>
      </p>
      {dialogEmail !== null && (
        <Suspense fallback={null}>
          <ConfirmCodeDialog
            open={confirming !== null}
            email={dialogEmail}
            onCancel={() => setConfirming(null)}
            onConfirmed={(auth) => {
              setConfirming(null);
              void navigate('/add-mentor', { state: { sub: auth.sub, email: auth.email } });
            }}
          />
        </Suspense>
      )}
    </AuthCard>
  );
}
