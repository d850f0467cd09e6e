import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Tx } from '../../db/transaction';
import { ERASED_NAME, erasedEmail, PaidRecordsByEmail } from '../personal-data';
import { bootcampRegistrations } from './bootcamp.schema';

type RegistrationRow = typeof bootcampRegistrations.$inferSelect;

/**
 * A person's bootcamp registrations, by e-mail (decision 0043). A registration is a payment record and holds a
 * seat: on erase it keeps the track, cohort, amount and statuses and loses the name, e-mail, phone and reason.
 */
export class BootcampPersonalData extends PaidRecordsByEmail<RegistrationRow> {
  protected readonly section = 'bootcampRegistrations';

  constructor(private readonly db: DbOrTx) {
    super();
  }

  protected rowsOf(email: string, tx?: Tx) {
    return (tx ? Tx.handle(tx) : this.db)
      .select()
      .from(bootcampRegistrations)
      .where(eq(bootcampRegistrations.email, email));
  }

  protected phoneOf(row: RegistrationRow): string {
    return row.phone;
  }

  protected async pseudonymise(tx: Tx, id: string): Promise<void> {
    await Tx.handle(tx)
      .update(bootcampRegistrations)
      .set({ fullName: ERASED_NAME, email: erasedEmail(id), phone: '', whyLearnTheCourse: null })
      .where(eq(bootcampRegistrations.id, id));
  }
}
