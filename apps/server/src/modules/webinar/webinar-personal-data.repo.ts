import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deleteWhere } from '../../db/delete-where';
import { Tx } from '../../db/transaction';
import { exportRow, type DataSubject, type ExportSections, type PersonalDataOwner } from '../personal-data';
import { webinarAttendees } from './webinar.schema';

/** A person's webinar registrations, by e-mail (decision 0043): free, so erasing deletes them. */
export class WebinarPersonalData implements PersonalDataOwner {
  constructor(private readonly db: DbOrTx) {}

  private rowsOf(email: string, tx?: Tx) {
    return (tx ? Tx.handle(tx) : this.db).select().from(webinarAttendees).where(eq(webinarAttendees.email, email));
  }

  async export(person: DataSubject): Promise<ExportSections> {
    return { webinarRegistrations: (await this.rowsOf(person.email)).map((row) => exportRow(row)) };
  }

  async phonesOf(person: DataSubject, tx?: Tx): Promise<string[]> {
    return (await this.rowsOf(person.email, tx)).map((row) => row.phone);
  }

  async erase(tx: Tx, person: DataSubject): Promise<void> {
    await deleteWhere(Tx.handle(tx), webinarAttendees, eq(webinarAttendees.email, person.email));
  }
}
