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
import { bootcampRegistrations } from './bootcamp.schema';

/**
 * A person's bootcamp registrations, by e-mail (decision 0043). A registration is a payment record and holds a
 * seat: on erase it keeps the track, cohort, amount and statuses and loses the name, e-mail, phone and reason.
 */
export class BootcampPersonalData implements PersonalDataOwner {
  constructor(private readonly db: DbOrTx) {}

  private rowsOf(email: string, tx?: Tx) {
    return (tx ? Tx.handle(tx) : this.db)
      .select()
      .from(bootcampRegistrations)
      .where(eq(bootcampRegistrations.email, email));
  }

  async export(person: DataSubject): Promise<ExportSections> {
    const rows = await this.rowsOf(person.email);
    return { bootcampRegistrations: rows.map(({ accessTokenHash: _secret, ...row }) => exportRow(row)) };
  }

  async recordIdsOf(person: DataSubject, tx?: Tx): Promise<string[]> {
    return (await this.rowsOf(person.email, tx)).map((row) => row.id);
  }

  async phonesOf(person: DataSubject, tx?: Tx): Promise<string[]> {
    return (await this.rowsOf(person.email, tx)).map((row) => row.phone);
  }

  async erase(tx: Tx, person: DataSubject): Promise<void> {
    const db = Tx.handle(tx);
    for (const { id } of await this.rowsOf(person.email, tx)) {
      await db
        .update(bootcampRegistrations)
        .set({ fullName: ERASED_NAME, email: erasedEmail(id), phone: '', whyLearnTheCourse: null })
        .where(eq(bootcampRegistrations.id, id));
    }
  }
}
