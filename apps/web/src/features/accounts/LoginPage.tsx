import { usePageTitle } from '../../app/use-page-title';
import { AuthCard } from './AuthCard';
import { LoginForm } from './LoginForm';
import { useSignedInRedirect } from './use-signed-in-redirect';

/** /login (spec 1 §2). */
export function LoginPage() {
  usePageTitle('Login');
  const { checking } = useSignedInRedirect();
  return (
    <AuthCard title="Login" intro="Welcome back. Sign in with your email and password." busy={checking}>
      <LoginForm />
    </AuthCard>
  );
}
