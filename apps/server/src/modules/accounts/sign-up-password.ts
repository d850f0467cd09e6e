import { randomBytes } from 'node:crypto';
import { deleteSessionCookie } from 'better-auth/cookies';
import type { AccountsRepo } from './accounts.repo';
import type { AuthHookContext } from './auth-hook-context';

/**
 * Account pre-hijack defence. Anyone can sign up any address; until its owner confirms it with the mailed code the
 * account is a claim, and the password it ends up with must be the owner's, not that of whoever signed up first.
 *
 * - A sign-up of an address whose account is still unconfirmed replaces the account's password (the last sign-up
 *   wins); the answer is the same as for any sign-up.
 * - Each sign-up (and each sign-in to an unconfirmed account, which proves its password and mails a code) also
 *   holds the password's hash for an hour, under a random id that only this browser gets, in a signed cookie.
 * - Confirming the code in that browser sets the held password, so the account is confirmed with the password of
 *   the person who read the code, even if someone signed the address up again in between. Confirming it in a
 *   browser that holds none confirms the address with no password at all; the person chooses one (issue 26).
 * - Confirming also ends every other session of the account, and removes sign-in links (Google) made while it was
 *   unconfirmed: Better Auth links a provider to an unconfirmed account only when it creates the account from a
 *   provider that did not vouch for the address, so such a link is a stranger's claim, like a first password.
 */

/** How long a sign-up's password waits for its confirmation (codes live 10 minutes; a person may resend). */
export const HELD_PASSWORD_SECONDS = 3600;
const COOKIE = 'sign_up';

const identifierOf = (email: string, id: string) => `sign-up-password:${email}:${id}`;

/**
 * At every sign-up, before Better Auth's own handler: hashes the password (every time, so the answer takes as long
 * whether the address is new, unconfirmed or confirmed), replaces an unconfirmed account's password, and holds it
 * for this browser's confirmation.
 */
export async function takeSignUpPassword(
  ctx: AuthHookContext,
  repo: AccountsRepo,
  email: string,
  password: string,
): Promise<void> {
  const hash = await ctx.context.password.hash(password);
  const found = await ctx.context.internalAdapter.findUserByEmail(email);
  if (found && !found.user.emailVerified) await repo.replaceUnconfirmedPassword(found.user.id, hash);
  await holdPassword(ctx, email, hash);
}

/** A sign-in to an unconfirmed account proved `password` and mailed a code: hold it for the confirmation too. */
export async function holdProvenPassword(ctx: AuthHookContext, email: string, password: string): Promise<void> {
  await holdPassword(ctx, email, await ctx.context.password.hash(password));
}

async function holdPassword(ctx: AuthHookContext, email: string, hash: string): Promise<void> {
  const id = randomBytes(24).toString('base64url');
  await ctx.context.internalAdapter.createVerificationValue({
    identifier: identifierOf(email, id),
    value: hash,
    expiresAt: new Date(Date.now() + HELD_PASSWORD_SECONDS * 1000),
  });
  const cookie = ctx.context.createAuthCookie(COOKIE, { maxAge: HELD_PASSWORD_SECONDS });
  await ctx.setSignedCookie(cookie.name, id, ctx.context.secret, cookie.attributes);
}

/**
 * After a code confirmed an account and signed it in: sets the password this browser held for the address, removes
 * links to other sign-in providers, and ends every session of the account but the new one.
 *
 * A browser that holds no password for the address (the code typed on another device, or the hold expired) proves
 * the mailbox but no password: the account's current password may be a stranger's (the attacker signs up again
 * after the owner), so no password is activated. The account is confirmed without one, nobody stays signed in, and
 * the answer `{ status: true, choosePassword: true }` sends the person to choose a password by the reset code.
 */
export async function onAddressConfirmed(ctx: AuthHookContext) {
  const created = ctx.context.newSession;
  if (!created) return;
  const { user, session } = created;
  const cookie = ctx.context.createAuthCookie(COOKIE);
  const id = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  const held = id ? await ctx.context.internalAdapter.consumeVerificationValue(identifierOf(user.email, id)) : null;
  if (id) ctx.setCookie(cookie.name, '', { ...cookie.attributes, maxAge: 0 });
  const adapter = ctx.context.internalAdapter;
  for (const link of await adapter.findAccounts(user.id)) {
    // Without a held password the e-mail sign-in goes too: its password is nobody's proven one.
    if (link.providerId !== 'credential' || !held) await adapter.deleteAccount(link.id);
  }
  if (held) await setPassword(ctx, user.id, held.value);
  const others = (await adapter.listSessions(user.id)).filter((s) => !held || s.token !== session.token);
  if (others.length > 0) await adapter.deleteSessions(others.map((s) => s.token));
  if (held) return;
  deleteSessionCookie(ctx);
  return ctx.json({ status: true, choosePassword: true });
}

async function setPassword(ctx: AuthHookContext, userId: string, hash: string): Promise<void> {
  const adapter = ctx.context.internalAdapter;
  if (await adapter.findCredentialAccount(userId)) {
    await adapter.updatePassword(userId, hash);
    return;
  }
  // An account made by Google sign-in has no password yet; the confirmed sign-up gives it one.
  await adapter.createAccount({ userId, providerId: 'credential', accountId: userId, password: hash });
}
