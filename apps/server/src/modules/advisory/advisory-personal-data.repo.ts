import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deleteWhere } from '../../db/delete-where';
import { Tx } from '../../db/transaction';
import { exportRow, type DataSubject, type ExportSections, type PersonalDataOwner } from '../personal-data';
import { bookAdvisory } from './advisory.schema';

/**
 * A person's advisory calls, by e-mail (decision 0043). A call is free, so no payment record keeps it: erasing
 * deletes it (a call still to come frees its slot).
 */
export class AdvisoryPersonalData implements PersonalDataOwner {
  constructor(private readonly db: DbOrTx) {}

  private rowsOf(email: string, tx?: Tx) {
    return (tx ? Tx.handle(tx) : this.db).select().from(bookAdvisory).where(eq(bookAdvisory.email, email));
  }

  async export(person: DataSubject): Promise<ExportSections> {
    return { advisoryCalls: (await this.rowsOf(person.email)).map((row) => exportRow(row)) };
  }

  async phonesOf(person: DataSubject, tx?: Tx): Promise<string[]> {
    return (await this.rowsOf(person.email, tx)).map((row) => row.phone);
  }

  async erase(tx: Tx, person: DataSubject): Promise<void> {
    await deleteWhere(Tx.handle(tx), bookAdvisory, eq(bookAdvisory.email, person.email));
  }
}
