import type { FastifyBaseLogger } from 'fastify';
import {
  PAYOUT_MESSAGES as M,
  ResolveBankAccountSchema,
  SaveBankAccountSchema,
  maskAccountNumber,
} from '@eazy2con/shared/validation/payouts';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { parseInput } from '../../lib/validate';
import type { MentorViewer } from '../accounts/viewer';
import type { AccountNumberCipher } from './payout-crypto';
import { sameAccountName, type Bank, type PayoutProvider, type ProviderAnswer } from './payout-provider';
import type { PayoutsRepo } from './payouts.repo';
import type { PayoutAccountRow } from './payouts.schema';

/** The bank list changes a few times a year: asked again after a day (or after a failed ask). */
const BANKS_KEPT_MS = 24 * 60 * 60 * 1000;

/** A bank account as anyone sees it once saved: the number masked. */
export interface PayoutAccountView {
  bankCode: string;
  bankName: string;
  accountNumberMasked: string;
  accountName: string;
  confirmedAt: Date;
}

/** What the provider says an account is called, shown for the mentor to confirm (nothing is stored yet). */
export interface ResolvedAccountView {
  bankCode: string;
  bankName: string;
  accountNumberMasked: string;
  accountName: string;
}

/** The account a transfer is made to, opened only to send it. */
export interface TransferAccount {
  bankCode: string;
  bankName: string;
  accountNumber: string;
  accountLast4: string;
  confirmedName: string;
}

export interface PayoutAccountsDeps {
  repo: PayoutsRepo;
  provider: PayoutProvider;
  cipher: AccountNumberCipher;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export const view = (row: PayoutAccountRow): PayoutAccountView => ({
  bankCode: row.bankCode,
  bankName: row.bankName,
  accountNumberMasked: maskAccountNumber(row.accountLast4),
  accountName: row.confirmedName,
  confirmedAt: row.confirmedAt,
});

/** "The provider is down" is UNAVAILABLE (try again); "it said no" is the person's input (check and retry). */
function unwrap<T>(answer: ProviderAnswer<T>, refused: string): T {
  if (answer.kind === 'ok') return answer.value;
  if (answer.kind === 'unavailable') throw new AppError('UNAVAILABLE', M.providerDown);
  throw new AppError('BAD_USER_INPUT', refused, { fields: { accountNumber: refused } });
}

/**
 * A mentor's bank account for payouts (issue 23): the bank list and the account's name come from the provider; the
 * mentor confirms the name they see; the number is stored encrypted and only ever shown masked.
 */
export class PayoutAccountsService {
  private banksCache: { banks: Bank[]; until: number } | null = null;
  private readonly now: () => Date;

  constructor(private readonly deps: PayoutAccountsDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async banks(): Promise<Bank[]> {
    const at = this.now().getTime();
    if (this.banksCache && this.banksCache.until > at) return this.banksCache.banks;
    const banks = unwrap(await this.deps.provider.listBanks(), M.providerDown);
    this.banksCache = { banks, until: at + BANKS_KEPT_MS };
    return banks;
  }

  async resolve(_viewer: MentorViewer, input: unknown): Promise<ResolvedAccountView> {
    const { bankCode, accountNumber } = parseInput(ResolveBankAccountSchema, input);
    const bank = await this.bank(bankCode);
    const resolved = unwrap(await this.deps.provider.resolveAccount({ bankCode, accountNumber }), M.notResolved);
    return {
      bankCode,
      bankName: bank.name,
      accountNumberMasked: maskAccountNumber(accountNumber.slice(-4)),
      accountName: resolved.accountName,
    };
  }

  /**
   * Resolves the account again (the browser's copy of the name is never believed) and stores it only when the name
   * the mentor confirmed is the bank's. A new account replaces the old one.
   */
  async save(viewer: MentorViewer, input: unknown): Promise<PayoutAccountView> {
    const { bankCode, accountNumber, confirmedName } = parseInput(SaveBankAccountSchema, input);
    const bank = await this.bank(bankCode);
    const resolved = unwrap(await this.deps.provider.resolveAccount({ bankCode, accountNumber }), M.notResolved);
    if (!sameAccountName(resolved.accountName, confirmedName)) {
      throw new AppError('BAD_USER_INPUT', M.nameMismatch, { fields: { confirmedName: M.nameMismatch } });
    }
    const row = await this.deps.repo.saveAccount({
      mentorId: viewer.mentor.id,
      bankCode,
      bankName: bank.name,
      accountNumberEnc: this.deps.cipher.seal(accountNumber),
      accountLast4: accountNumber.slice(-4),
      resolvedName: resolved.accountName,
      confirmedName: resolved.accountName,
      confirmedAt: this.now(),
    });
    this.deps.log.info({ mentorId: viewer.mentor.id, bankCode }, 'payouts: bank account saved');
    return view(row);
  }

  async mine(viewer: MentorViewer): Promise<PayoutAccountView | null> {
    const row = await this.deps.repo.accountOf(viewer.mentor.id);
    return row ? view(row) : null;
  }

  /** For sending a transfer: the account with its number opened, or null when the mentor has none. */
  async forTransfer(mentorId: string, tx?: Tx): Promise<TransferAccount | null> {
    const row = await this.deps.repo.transaction((repo) => repo.accountOf(mentorId), tx);
    if (!row) return null;
    return {
      bankCode: row.bankCode,
      bankName: row.bankName,
      accountNumber: this.deps.cipher.open(row.accountNumberEnc),
      accountLast4: row.accountLast4,
      confirmedName: row.confirmedName,
    };
  }

  private async bank(code: string): Promise<Bank> {
    const bank = (await this.banks()).find((b) => b.code === code);
    if (!bank) throw new AppError('BAD_USER_INPUT', M.unknownBank, { fields: { bankCode: M.unknownBank } });
    return bank;
  }
}
