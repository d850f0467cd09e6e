import { useLocation } from 'react-router';
import { usePageTitle } from '../../core/use-page-title';
import { AuthCard } from './AuthCard';
import { LoginForm } from './LoginForm';

/** What a private route shows a signed-out visitor (spec 1 §2). Signing in keeps them on the page they asked for. */
export function SignInWidget() {
  usePageTitle('Sign in');
  const { pathname } = useLocation();
  return (
    <AuthCard title="Sign in to your account using email">
      <LoginForm next={pathname} />
    </AuthCard>
  );
}
