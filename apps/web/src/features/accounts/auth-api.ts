/**
 * The account endpoints (Better Auth, mounted by the server under /api/auth). Each call answers a result instead of
 * throwing: `{ ok: true, data }` or `{ ok: false, code, message, fields }` with the server's (the spec's) message.
 */

export type AuthResult<T = unknown> =
  | { ok: true; data: T }
  | { ok: false; status: number; code: string | null; message: string; fields: Record<string, string> };

export const NETWORK_ERROR = 'Network error occured please refresh on check your connection.';

/** Better Auth's terse messages, said the way a person needs to read them. */
const FRIENDLY: Record<string, string> = {
  INVALID_OTP: 'That code is not right. Check the code in your mail and try again.',
  OTP_EXPIRED: 'That code has expired. Ask for a new code.',
  TOO_MANY_ATTEMPTS: 'Too many wrong codes. Ask for a new code.',
  EMAIL_NOT_VERIFIED: 'Your account is not confirmed yet. Enter the code we sent to your email.',
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password',
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function stringFields(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

async function call<T>(path: string, init: { method: 'GET' | 'POST'; body?: Record<string, unknown> }): Promise<AuthResult<T>> {
  let response: Response;
  try {
    response = await fetch(`/api/auth${path}`, {
      method: init.method,
      credentials: 'same-origin',
      headers: init.body ? { 'content-type': 'application/json' } : {},
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
  } catch {
    return { ok: false, status: 0, code: 'NETWORK', message: NETWORK_ERROR, fields: {} };
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = null;
  }
  if (response.ok) return { ok: true, data: json as T };
  const body = isRecord(json) ? json : {};
  const code = typeof body.code === 'string' ? body.code : null;
  const serverMessage = typeof body.message === 'string' && body.message ? body.message : null;
  const message = (code && FRIENDLY[code]) ?? serverMessage ?? (response.status === 429 ? 'Too many requests. Please try again later.' : 'Something went wrong!');
  return { ok: false, status: response.status, code, message, fields: stringFields(body.fields) };
}

const post = <T = unknown>(path: string, body: Record<string, unknown> = {}) => call<T>(path, { method: 'POST', body });

export interface SignUpAnswer {
  user: { id: string; email: string };
}

export const authApi = {
  signUp: (input: { email: string; password: string; confirmPassword: string }) => post<SignUpAnswer>('/sign-up/email', input),
  /** Confirms the account with the mailed code; the server signs the account in at once. */
  confirm: (input: { email: string; code: string }) => post('/email-otp/verify-email', { email: input.email, otp: input.code }),
  resendCode: (email: string) => post('/email-otp/send-verification-otp', { email, type: 'email-verification' }),
  signIn: (input: { email: string; password: string }) => post('/sign-in/email', input),
  signOut: () => post('/sign-out'),
  requestPasswordReset: (email: string) => post('/email-otp/request-password-reset', { email }),
  resetPassword: (input: { email: string; code: string; password: string; confirmPassword: string }) =>
    post('/email-otp/reset-password', {
      email: input.email,
      otp: input.code,
      password: input.password,
      confirmPassword: input.confirmPassword,
    }),
  /** Starts Google sign-in; the answer carries the address to send the browser to. */
  googleSignIn: (callbackURL: string) =>
    post<{ url?: string }>('/sign-in/social', { provider: 'google', callbackURL, errorCallbackURL: '/login' }),
  /** Keeps the session alive (the server extends it at most once a day). */
  touchSession: () => call('/get-session', { method: 'GET' }),
};
