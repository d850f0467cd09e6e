import type { authApi as AuthClientApi } from './auth-client';
import { networkFailure } from './auth-result';

type AuthApi = typeof AuthClientApi;

// Better Auth's client (about 12 kB gzip) is fetched when a form first calls it, not with the sign-in pages.
const load = () => import('./auth-client').then((module) => module.authApi);

/** One method of the account endpoints' client that loads the client on its first call; offline, a network failure. */
function lazily<K extends keyof AuthApi>(name: K): AuthApi[K] {
  const call = async (...args: Parameters<AuthApi[K]>) => {
    let api: AuthApi;
    try {
      api = await load();
    } catch {
      return networkFailure();
    }
    return (api[name] as (...params: Parameters<AuthApi[K]>) => ReturnType<AuthApi[K]>)(...args);
  };
  return call as AuthApi[K];
}

/** The account endpoints (auth-client.ts's `authApi`), the client loaded on first use. */
export const authApi: AuthApi = {
  signUp: lazily('signUp'),
  confirm: lazily('confirm'),
  resendCode: lazily('resendCode'),
  signIn: lazily('signIn'),
  signOut: lazily('signOut'),
  requestPasswordReset: lazily('requestPasswordReset'),
  resetPassword: lazily('resetPassword'),
  googleSignIn: lazily('googleSignIn'),
};
