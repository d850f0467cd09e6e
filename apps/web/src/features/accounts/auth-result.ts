/**
 * What a call to the account endpoints answers (auth-client.ts): `{ ok: true, data }` or `{ ok: false, code,
 * message, fields }` with the server's (the spec's) message, said the way a person needs to read it.
 */
export type AuthResult<T = unknown> =
  | { ok: true; data: T }
  | { ok: false; status: number; code: string | null; message: string; fields: Record<string, string> };

export const NETWORK_ERROR = 'Network error occured please refresh on check your connection.';

/** The answer when the server (or the client's own code) cannot be reached. */
export const networkFailure = (): AuthResult<never> => ({
  ok: false,
  status: 0,
  code: 'NETWORK',
  message: NETWORK_ERROR,
  fields: {},
});
