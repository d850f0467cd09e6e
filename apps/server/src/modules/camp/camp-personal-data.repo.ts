import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Tx } from '../../db/transaction';
import {
  ERASED_NAME,
  erasedEmail,
  exportRow,
  type DataSubject,
  type ExportSections,
  type PersonalDataOwner,
} from '../personal-data';
import { campRegistrations } from './camp.schema';

/**
 * A parent's weekend camp registrations, found by the parent's e-mail (decision 0043). A paid registration is a
 * payment record: on erase it keeps the number of children, amount, statuses and dates, and loses the parent's name,
 * e-mail and phone and the child's details (as the retention purge erases a child's after a year).
 */
export class CampPersonalData implements PersonalDataOwner {
  constructor(private readonly db: DbOrTx) {}

  private rowsOf(email: string, tx?: Tx) {
    return (tx ? Tx.handle(tx) : this.db)
      .select()
      .from(campRegistrations)
      .where(eq(campRegistrations.parentEmail, email));
  }

  async export(person: DataSubject): Promise<ExportSections> {
    const rows = await this.rowsOf(person.email);
    return { campRegistrations: rows.map(({ accessTokenHash: _secret, ...row }) => exportRow(row)) };
  }

  async recordIdsOf(person: DataSubject, tx?: Tx): Promise<string[]> {
    return (await this.rowsOf(person.email, tx)).map((row) => row.id);
  }

  async phonesOf(person: DataSubject, tx?: Tx): Promise<string[]> {
    return (await this.rowsOf(person.email, tx)).map((row) => row.parentPhone);
  }

  async erase(tx: Tx, person: DataSubject): Promise<void> {
    const db = Tx.handle(tx);
    for (const { id } of await this.rowsOf(person.email, tx)) {
      await db
        .update(campRegistrations)
        .set({
          parentName: ERASED_NAME,
          parentEmail: erasedEmail(id),
          parentPhone: '',
          firstChildName: null,
          firstChildAge: null,
          firstChildInterest: null,
          childDetailsErasedAt: new Date(),
          channels: ['EMAIL'],
        })
        .where(eq(campRegistrations.id, id));
    }
  }
}
