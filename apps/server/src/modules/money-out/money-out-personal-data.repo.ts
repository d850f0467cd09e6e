import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deleteWhere } from '../../db/delete-where';
import { Tx } from '../../db/transaction';
import type { MentorBalances } from '../ledger/ledger.service';
import {
  ERASED_NAME,
  erasedEmail,
  exportRow,
  type DataSubject,
  type ExportSections,
  type PersonalDataOwner,
  type PersonalDataOwners,
} from '../personal-data';
import { payoutAccounts, payouts } from './payouts.schema';
import { refunds } from './refunds.schema';

/** Payouts not final yet: the money is on its way, so the mentor may not leave before it arrives or comes back. */
const UNSETTLED = ['review', 'sending', 'sent'] as const;

const naira = (kobo: number) => `₦${(kobo / 100).toLocaleString('en-NG', { maximumFractionDigits: 2 })}`;

/** What a mentor with money still owed hears when they ask to delete their account (decision 0043). */
export const moneyOwedRefusal = (kobo: number, siteEmail: string) =>
  `You have ${naira(kobo)} of mentor earnings not paid out yet. We can delete your account once they are paid (or, ` +
  `if you no longer want them, write to ${siteEmail} and we will close it for you).`;

export interface MoneyOutPersonalDataDeps {
  db: DbOrTx;
  owners: () => PersonalDataOwners;
  balances: (mentorId: string) => Promise<MentorBalances>;
  siteEmail: string;
}

/**
 * Money out about a person (decision 0043): as a mentor, their payouts and bank account for payouts (by their mentor
 * record, so this runs before that record forgets its account); as a payer, the refunds sent to them (by e-mail).
 * Payouts and refunds are financial records and stay, losing only names and e-mails; the bank account for payouts
 * goes. A mentor with earnings pending, available or on their way may not delete their account: deleting it would
 * leave money nobody can pay them.
 */
export class MoneyOutPersonalData implements PersonalDataOwner {
  readonly stage = 'linked';

  constructor(private readonly deps: MoneyOutPersonalDataDeps) {}

  private mentorIdOf(person: DataSubject, tx?: Tx) {
    return this.deps.owners().mentors.mentorIdOf(person.userId, tx);
  }

  async refusal(person: DataSubject): Promise<string | null> {
    const mentorId = await this.mentorIdOf(person);
    if (!mentorId) return null;
    const b = await this.deps.balances(mentorId);
    const unsettled = await this.deps.db
      .select({ amountKobo: payouts.amountKobo })
      .from(payouts)
      .where(and(eq(payouts.mentorId, mentorId), inArray(payouts.status, UNSETTLED)));
    const owed = b.pendingKobo + b.availableKobo + b.inFlightKobo;
    const waiting = unsettled.reduce((sum, row) => sum + row.amountKobo, 0);
    return owed > 0 || waiting > 0 ? moneyOwedRefusal(Math.max(owed, waiting), this.deps.siteEmail) : null;
  }

  async export(person: DataSubject): Promise<ExportSections> {
    const db = this.deps.db;
    const paidBack = await db
      .select({
        amountKobo: refunds.amountKobo,
        bookingKind: refunds.bookingKind,
        bookingId: refunds.bookingId,
        status: refunds.status,
        reason: refunds.reason,
        createdAt: refunds.createdAt,
        completedAt: refunds.completedAt,
      })
      .from(refunds)
      .where(eq(refunds.payerEmail, person.email));
    const mentorId = await this.mentorIdOf(person);
    if (!mentorId) return { refunds: paidBack.map(exportRow) };
    const paidOut = await db
      .select({
        reference: payouts.reference,
        amountKobo: payouts.amountKobo,
        status: payouts.status,
        bankName: payouts.bankName,
        accountLast4: payouts.accountLast4,
        sentAt: payouts.sentAt,
        settledAt: payouts.settledAt,
        createdAt: payouts.createdAt,
      })
      .from(payouts)
      .where(eq(payouts.mentorId, mentorId));
    const account = await db
      .select({
        bankName: payoutAccounts.bankName,
        accountLast4: payoutAccounts.accountLast4,
        confirmedName: payoutAccounts.confirmedName,
        confirmedAt: payoutAccounts.confirmedAt,
      })
      .from(payoutAccounts)
      .where(eq(payoutAccounts.mentorId, mentorId));
    return { refunds: paidBack.map(exportRow), payouts: paidOut.map(exportRow), payoutAccount: account.map(exportRow) };
  }

  async erase(tx: Tx, person: DataSubject): Promise<void> {
    const db = Tx.handle(tx);
    const theirs = await db.select({ id: refunds.id }).from(refunds).where(eq(refunds.payerEmail, person.email));
    for (const { id } of theirs)
      await db
        .update(refunds)
        .set({ payerEmail: erasedEmail(id) })
        .where(eq(refunds.id, id));
    const mentorId = await this.mentorIdOf(person, tx);
    if (!mentorId) return;
    await db
      .update(payouts)
      .set({ mentorName: ERASED_NAME, mentorEmail: erasedEmail(mentorId) })
      .where(eq(payouts.mentorId, mentorId));
    await deleteWhere(db, payoutAccounts, eq(payoutAccounts.mentorId, mentorId));
  }
}
