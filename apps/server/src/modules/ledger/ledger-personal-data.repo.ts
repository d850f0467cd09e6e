import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';
import { exportRow, type DataSubject, type ExportSections, LinkedPersonalData } from '../personal-data';
import { ledgerEntries, ledgerTransactions } from './ledger.schema';

/**
 * A mentor's lines in the ledger (decision 0043), through their mentor record. The ledger names mentors and bookings
 * by id only and is never changed (a correction is a new transaction), so there is nothing to erase: once the mentor
 * record and the bookings are pseudonymised, its rows name nobody.
 */
export class LedgerPersonalData extends LinkedPersonalData {
  async export(person: DataSubject): Promise<ExportSections> {
    const mentorId = await this.mentorIdOf(person);
    if (!mentorId) return {};
    const rows = await this.db
      .select({
        account: ledgerEntries.account,
        amountKobo: ledgerEntries.amountKobo,
        bookingKey: ledgerEntries.bookingKey,
        memo: ledgerTransactions.memo,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(eq(ledgerEntries.mentorId, mentorId))
      .orderBy(ledgerEntries.id);
    return { mentorEarnings: rows.map(exportRow) };
  }

  erase(_tx: Tx, _person: DataSubject): Promise<void> {
    return Promise.resolve();
  }
}
