import { createAuthClient } from 'better-auth/client';
import { emailOTPClient } from 'better-auth/client/plugins';
import { NETWORK_ERROR, networkFailure, type AuthResult } from './auth-result';

export { NETWORK_ERROR, type AuthResult };

/**
 * The account endpoints (Better Auth, mounted by the server under /api/auth) through Better Auth's own client.
 * Loaded by the account forms on their first call (auth-api.ts; decision 0009): the app shell checks the session
 * with GraphQL `me` and a plain fetch (session-touch.ts), so the client stays out of the first load.
 *
 * Each call answers a result instead of throwing: `{ ok: true, data }` or `{ ok: false, code, message, fields }`
 * with the server's (the spec's) message, said the way a person needs to read it.
 */

/** Better Auth's terse messages, said the way a person needs to read them. */
const FRIENDLY: Record<string, string> = {
  INVALID_OTP: 'That code is not right. Check the code in your mail and try again.',
  OTP_EXPIRED: 'That code has expired. Ask for a new code.',
  TOO_MANY_ATTEMPTS: 'Too many wrong codes. Ask for a new code.',
  EMAIL_NOT_VERIFIED: 'Your account is not confirmed yet. Enter the code we sent to your email.',
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password',
};

const client = createAuthClient({
  // The API is on the page's own origin (Vite proxies it in development).
  baseURL: window.location.origin,
  basePath: '/api/auth',
  plugins: [emailOTPClient()],
  fetchOptions: {
    credentials: 'same-origin',
    // The global fetch as it is at call time (the client would otherwise keep the one it saw when created).
    customFetchImpl: (input, init) => fetch(input, init),
  },
});

/** What Better Auth's client answers: the data, or the error body (code, message, our `fields`) with the status. */
type ClientAnswer<T> =
  { data: T; error: null } | { data: null; error: { status: number; code?: string; message?: string } };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function stringFields(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** Runs one client call and turns its answer (or a failed connection) into an AuthResult. */
async function settle<T>(call: () => Promise<ClientAnswer<NonNullable<T>>>): Promise<AuthResult<NonNullable<T>>> {
  let answer: ClientAnswer<NonNullable<T>>;
  try {
    answer = await call();
  } catch {
    return networkFailure();
  }
  if (!answer.error) return { ok: true, data: answer.data };
  const error: Record<string, unknown> = answer.error;
  const code = typeof error.code === 'string' ? error.code : null;
  const serverMessage = typeof error.message === 'string' && error.message ? error.message : null;
  const message =
    (code && FRIENDLY[code]) ??
    serverMessage ??
    (answer.error.status === 429 ? 'Too many requests. Please try again later.' : 'Something went wrong!');
  return { ok: false, status: answer.error.status, code, message, fields: stringFields(error.fields) };
}

export const authApi = {
  /** The server parses the form with the shared schema (confirmPassword included) and names the account itself. */
  signUp: (input: { email: string; password: string; confirmPassword: string }) =>
    settle(() =>
      client.signUp.email({
        email: input.email,
        password: input.password,
        name: '',
        fetchOptions: { body: { confirmPassword: input.confirmPassword } },
      }),
    ),
  /** Confirms the account with the mailed code; the server signs the account in at once. */
  confirm: (input: { email: string; code: string }) =>
    settle(() => client.emailOtp.verifyEmail({ email: input.email, otp: input.code })),
  resendCode: (email: string) =>
    settle(() => client.emailOtp.sendVerificationOtp({ email, type: 'email-verification' })),
  signIn: (input: { email: string; password: string }) => settle(() => client.signIn.email(input)),
  signOut: () => settle(() => client.signOut()),
  requestPasswordReset: (email: string) => settle(() => client.emailOtp.requestPasswordReset({ email })),
  resetPassword: (input: { email: string; code: string; password: string; confirmPassword: string }) =>
    settle(() =>
      client.emailOtp.resetPassword({
        email: input.email,
        otp: input.code,
        password: input.password,
        fetchOptions: { body: { confirmPassword: input.confirmPassword } },
      }),
    ),
  /**
   * Starts Google sign-in: the answer carries the address to send the browser to. The caller navigates (the
   * client's own redirect is off), so a missing address can still be reported.
   */
  googleSignIn: (callbackURL: string) =>
    settle(() =>
      client.signIn.social({
        provider: 'google',
        callbackURL,
        errorCallbackURL: '/login',
        disableRedirect: true,
      }),
    ),
};
