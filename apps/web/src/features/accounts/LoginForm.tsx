import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAppApi } from '../../core/lazy-ant-app';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/form/Field';
import { lazySchemaValidator } from '../../ui/form/lazy-validator';
import { useForm } from '../../ui/form/use-form';
import { PasswordInput, TextInput } from '../../ui/inputs';
import { accountSchemas } from './account-checks';
import { authApi } from './auth-api';
import { useAuth } from './auth-context';
import { GoogleButton } from './GoogleButton';
import { DASHBOARD, landingFor } from './dashboard-path';

// The confirm-code dialog (Ant Design's modal) loads when an unconfirmed account signs in.
const ConfirmCodeDialog = lazy(() => import('./ConfirmCodeDialog').then((m) => ({ default: m.ConfirmCodeDialog })));

interface LoginValues extends Record<string, string> {
  email: string;
  password: string;
}

// The checks load on the form's first use (issue 38).
const validate = lazySchemaValidator<LoginValues>(() => accountSchemas().then((m) => m.LoginSchema));

/**
 * Email and password sign-in (spec 1 §2 /login). An unconfirmed account opens the confirm dialog (the server has
 * mailed a fresh code); success toasts 'Logged In' and goes to `next` (the dashboard by default).
 */
export function LoginForm({ next = DASHBOARD }: { next?: string | null }) {
  const form = useForm<LoginValues>({ initialValues: { email: '', password: '' }, validate });
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  // The address the dialog was last opened for: it stays mounted once opened, so that it can animate closed.
  const [dialogEmail, setDialogEmail] = useState<string | null>(null);
  const { notification } = useAppApi();
  const auth = useAuth();
  const navigate = useNavigate();

  const signedIn = (landing: string) => {
    notification.success({ title: 'Logged In', description: 'You are now logged in successfully!', duration: 5 });
    const to = next === DASHBOARD ? landing : next;
    if (to) void navigate(to);
  };

  const onFinish = async (values: LoginValues) => {
    setBusy(true);
    const { LoginSchema } = await accountSchemas();
    const parsed = LoginSchema.parse(values);
    const result = await authApi.signIn({ email: parsed.email, password: values.password });
    if (!result.ok) {
      setBusy(false);
      if (result.code === 'EMAIL_NOT_VERIFIED') {
        setConfirming(parsed.email);
        setDialogEmail(parsed.email);
        return;
      }
      if (!form.showServerErrors(result.fields)) notification.error({ title: result.message, duration: 10 });
      return;
    }
    const session = await auth.refresh();
    setBusy(false);
    signedIn(landingFor(session));
  };

  return (
    <>
      <form onSubmit={form.handleSubmit(onFinish)} noValidate>
        <Field form={form} name="email" label="Email">
          {(props) => <TextInput {...props} type="email" autoComplete="email" size="large" />}
        </Field>
        <Field form={form} name="password" label="Password">
          {(props) => <PasswordInput {...props} autoComplete="current-password" size="large" />}
        </Field>
        <p className="auth__row">
          <Link to="/forgot_password">Forgot Password?</Link>
        </p>
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          Login
        </Button>
      </form>
      <GoogleButton />
      <p className="auth__switch">
        New here? <Link to="/signup">Create an account</Link>
      </p>
      {dialogEmail !== null && (
        <Suspense fallback={null}>
          <ConfirmCodeDialog
            open={confirming !== null}
            email={dialogEmail}
            onCancel={() => setConfirming(null)}
            onConfirmed={() => {
              setConfirming(null);
              signedIn(DASHBOARD); // a just-confirmed account is no accepted mentor yet
            }}
          />
        </Suspense>
      )}
    </>
  );
}
