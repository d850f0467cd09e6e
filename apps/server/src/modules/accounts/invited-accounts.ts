import { randomBytes, randomUUID } from 'node:crypto';
import type { Tx } from '../../db/transaction';
import { AccountsRepo } from './accounts.repo';
import type { Auth } from './auth';

/** What the admin invitation needs of accounts: an account for an e-mail, made if there is none. */
export interface InvitedAccounts {
  /**
   * The id of the account with this e-mail, made now when there is none, in the caller's transaction: the invitation
   * writes the account and the mentor record together or not at all.
   */
  ensureInvitedAccount(email: string, name: string, tx: Tx): Promise<string>;
}

/**
 * Accounts made for invited mentors (/add-mentors). The new account's e-mail counts as confirmed and its password
 * is a random one nobody knows: the invitee chooses theirs with the reset-code flow, which proves the mailbox
 * anyway (a code mailed to it). An existing account is left as it is. The rows are Better Auth's (its id generator
 * and password hash), written through our repo so they share the invitation's transaction.
 */
export function invitedAccounts(auth: Auth): InvitedAccounts {
  return {
    async ensureInvitedAccount(email, name, tx) {
      const repo = AccountsRepo.in(tx);
      const found = await repo.findUserByEmail(email);
      if (found) return found.id;
      const ctx = await auth.$context;
      const newId = (model: 'user' | 'account') => ctx.generateId({ model }) || randomUUID();
      const password = await ctx.password.hash(randomBytes(32).toString('base64url'));
      const userId = newId('user');
      await repo.insertInvitedUser({
        userId,
        accountId: newId('account'),
        email: email.toLowerCase(),
        name,
        passwordHash: password,
      });
      return userId;
    },
  };
}
