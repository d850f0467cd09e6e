import { randomBytes } from 'node:crypto';
import type { Auth } from './auth';

/** What the admin invitation needs of accounts: an account for an e-mail, made if there is none. */
export interface InvitedAccounts {
  /** The id of the account with this e-mail, made now when there is none. */
  ensureInvitedAccount(email: string, name: string): Promise<string>;
}

/**
 * Accounts made for invited mentors (/add-mentors). The new account's e-mail counts as confirmed and its password
 * is a random one nobody knows: the invitee chooses theirs with the reset-code flow, which proves the mailbox
 * anyway (a code mailed to it). An existing account is left as it is.
 */
export function invitedAccounts(auth: Auth): InvitedAccounts {
  return {
    async ensureInvitedAccount(email, name) {
      const ctx = await auth.$context;
      const found = await ctx.internalAdapter.findUserByEmail(email);
      if (found) return found.user.id;
      const user = await ctx.internalAdapter.createUser(
        { email, name, emailVerified: true },
        { method: 'email-password' },
      );
      const password = await ctx.password.hash(randomBytes(32).toString('base64url'));
      await ctx.internalAdapter.linkAccount({
        userId: user.id,
        providerId: 'credential',
        accountId: user.id,
        password,
      });
      return user.id;
    },
  };
}
