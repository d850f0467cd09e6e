import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Tx } from '../../db/transaction';
import { ERASED_NAME, erasedEmail, PaidRecordsByEmail } from '../personal-data';
import { campRegistrations } from './camp.schema';

type RegistrationRow = typeof campRegistrations.$inferSelect;

/**
 * A parent's weekend camp registrations, found by the parent's e-mail (decision 0043). A paid registration is a
 * payment record: on erase it keeps the number of children, amount, statuses and dates, and loses the parent's name,
 * e-mail and phone and the child's details (as the retention purge erases a child's after a year).
 */
export class CampPersonalData extends PaidRecordsByEmail<RegistrationRow> {
  protected readonly section = 'campRegistrations';

  constructor(private readonly db: DbOrTx) {
    super();
  }

  protected rowsOf(email: string, tx?: Tx) {
    return (tx ? Tx.handle(tx) : this.db)
      .select()
      .from(campRegistrations)
      .where(eq(campRegistrations.parentEmail, email));
  }

  protected phoneOf(row: RegistrationRow): string {
    return row.parentPhone;
  }

  protected async pseudonymise(tx: Tx, id: string): Promise<void> {
    await Tx.handle(tx)
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
