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
import { mentorBookings } from './mentor-bookings.schema';

/**
 * A person's mentor and kids plan bookings, found by their e-mail (decision 0043). A booking is a payment record:
 * on erase it keeps its plan, dates, amount and statuses and loses the name, e-mail, phone, the child's age bracket
 * and what the person wrote. The trial claims keep only hashes and stay (one free trial per person, ever).
 */
export class MentorBookingsPersonalData implements PersonalDataOwner {
  constructor(private readonly db: DbOrTx) {}

  private rowsOf(email: string, tx?: Tx) {
    return (tx ? Tx.handle(tx) : this.db).select().from(mentorBookings).where(eq(mentorBookings.email, email));
  }

  async export(person: DataSubject): Promise<ExportSections> {
    const rows = await this.rowsOf(person.email);
    return { mentorBookings: rows.map(({ accessTokenHash: _secret, ...row }) => exportRow(row)) };
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
        .update(mentorBookings)
        .set({
          fullName: ERASED_NAME,
          email: erasedEmail(id),
          phone: '',
          detailCourseName: null,
          courseDetails: null,
          whyLearnTheCourse: null,
          image: null,
          channels: ['EMAIL'],
        })
        .where(eq(mentorBookings.id, id));
    }
  }
}
