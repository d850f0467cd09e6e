import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Tx } from '../../db/transaction';
import { ERASED_NAME, erasedEmail, PaidRecordsByEmail } from '../personal-data';
import { mentorBookings } from './mentor-bookings.schema';

type BookingRow = typeof mentorBookings.$inferSelect;

/**
 * A person's mentor and kids plan bookings, found by their e-mail (decision 0043). A booking is a payment record:
 * on erase it keeps its plan, dates, amount and statuses and loses the name, e-mail, phone, the child's age bracket
 * and what the person wrote. The trial claims keep only hashes and stay (one free trial per person, ever).
 */
export class MentorBookingsPersonalData extends PaidRecordsByEmail<BookingRow> {
  protected readonly section = 'mentorBookings';

  constructor(private readonly db: DbOrTx) {
    super();
  }

  protected rowsOf(email: string, tx?: Tx) {
    return (tx ? Tx.handle(tx) : this.db).select().from(mentorBookings).where(eq(mentorBookings.email, email));
  }

  protected phoneOf(row: BookingRow): string {
    return row.phone;
  }

  protected async pseudonymise(tx: Tx, id: string): Promise<void> {
    await Tx.handle(tx)
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
