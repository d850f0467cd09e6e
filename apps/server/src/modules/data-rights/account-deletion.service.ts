import {
  DATA_RIGHTS_CONFIRM_EMAIL,
  DELETION_CODE_ATTEMPTS,
  DELETION_CODE_EXPIRED,
  DELETION_CODE_MINUTES,
  DELETION_CODE_WRONG,
  DeleteMyAccountSchema,
} from '@eazy2con/shared/validation/data-rights';
import { AppError } from '../../lib/app-error';
import { parseInput } from '../../lib/validate';
import { publishAccessChanged, type AccessBus } from '../accounts/access-watch';
import type { MailService } from '../mail/mail.service';
import { codeError, type CodeKey, type OneTimeCodesService } from '../one-time-codes/one-time-codes.service';
import type { RateLimitService } from '../rate-limits/rate-limits.service';
import type { DataSubject } from '../personal-data';
import type { DataRightsRepo } from './data-rights.repo';
import type { DataExportsService } from './data-exports.service';
import type { AllOwners } from './personal-data-owners';

/** Deletion codes mailed to one account: a person asks once or twice; this keeps a stolen session from mail-bombing. */
const CODE_MAILS_PER_ACCOUNT = { max: 5, windowSeconds: 3600 };

export interface AccountDeletionDeps {
  repo: DataRightsRepo;
  owners: AllOwners;
  exports: Pick<DataExportsService, 'fileKeysOf' | 'deleteFiles'>;
  codes: Pick<OneTimeCodesService, 'issue' | 'check' | 'spend'>;
  mail: Pick<MailService, 'enqueue' | 'kick'>;
  limiter: Pick<RateLimitService, 'consume'>;
  bus: AccessBus;
}

/** Who may use their data rights: a signed-in account whose e-mail is confirmed (the rows are found by it). */
export interface DataRightsAsker {
  role: 'user' | 'mentor' | 'admin';
  userId: string;
  email: string;
  emailVerified: boolean;
}

/** The person an account's data rights are about: its id and confirmed e-mail; refused while the e-mail is not. */
export function subjectOf(asker: DataRightsAsker): DataSubject {
  if (!asker.emailVerified) throw new AppError('FORBIDDEN', DATA_RIGHTS_CONFIRM_EMAIL);
  return { userId: asker.userId, email: asker.email.trim().toLowerCase() };
}

export const ADMIN_CANNOT_DELETE =
  'An admin account cannot be deleted here. Ask another admin to remove your admin rights first, then delete it.';

const codeKey = (person: DataSubject): CodeKey => ({
  purpose: 'account-deletion',
  subjectId: person.userId,
  email: person.email,
});

/**
 * "Delete my account" (issue 35, decision 0043): a code mailed to the account's e-mail, then every module's erase
 * and the account's deletion in one transaction, and a last mail to the old address. A refusal (money still owed to
 * a mentor) or a wrong code changes nothing.
 */
export class AccountDeletionService {
  constructor(private readonly deps: AccountDeletionDeps) {}

  /** Mails a six-digit code (ten minutes, five tries); refused up front when the account cannot be deleted yet. */
  async requestCode(asker: DataRightsAsker): Promise<boolean> {
    const person = subjectOf(asker);
    await this.refuseIfHeld(asker, person);
    await this.deps.limiter.consume(`account-deletion-code:${person.userId}`, CODE_MAILS_PER_ACCOUNT);
    await this.deps.repo.transaction(async (_repo, tx) => {
      const code = await this.deps.codes.issue(tx, codeKey(person), { minutes: DELETION_CODE_MINUTES });
      await this.deps.mail.enqueue(tx, {
        to: person.email,
        template: 'account-deletion-code',
        data: { code, expiresInMinutes: DELETION_CODE_MINUTES },
      });
    });
    this.deps.mail.kick();
    return true;
  }

  /**
   * With the right code: every owner's erase, the account last, in one transaction with the code spent and the
   * confirmation queued; then the account's live streams are told and its archives deleted.
   */
  async deleteAccount(asker: DataRightsAsker, input: unknown): Promise<boolean> {
    const person = subjectOf(asker);
    const { code } = parseInput(DeleteMyAccountSchema, input);
    await this.refuseIfHeld(asker, person);
    const pending = await this.deps.codes.check(codeKey(person), code, DELETION_CODE_ATTEMPTS, {
      wrong: DELETION_CODE_WRONG,
      expired: DELETION_CODE_EXPIRED,
    });
    const archives = await this.deps.exports.fileKeysOf(person.userId);
    await this.deps.repo.transaction(async (_repo, tx) => {
      // A parallel request with the same code spent it first: that one deletes the account.
      if (!(await this.deps.codes.spend(tx, pending))) throw codeError(DELETION_CODE_EXPIRED);
      await this.deps.owners.erase(tx, person);
      // Queued after the mail owner's erase, which removes the mails to this address: this one is the last.
      await this.deps.mail.enqueue(tx, { to: person.email, template: 'account-deleted', data: {} });
    });
    this.deps.mail.kick();
    // The sessions went with the account (a cascade, which Better Auth's own hook does not see): open streams end.
    publishAccessChanged(this.deps.bus, person.userId);
    await this.deps.exports.deleteFiles(archives);
    return true;
  }

  private async refuseIfHeld(asker: DataRightsAsker, person: DataSubject): Promise<void> {
    // One click must not leave the site without anyone to run it: another admin takes the rights away first.
    if (asker.role === 'admin') throw new AppError('CONFLICT', ADMIN_CANNOT_DELETE);
    const reason = await this.deps.owners.refusal(person);
    if (reason) throw new AppError('CONFLICT', reason);
  }
}
