import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { webinarAttendees } from './webinar.schema';

export type WebinarAttendeeRow = typeof webinarAttendees.$inferSelect;
export type NewWebinarAttendee = typeof webinarAttendees.$inferInsert & { webinar: string; email: string };

/** Webinar registrations: the only code that reads or writes `webinar_attendees`. */
export class WebinarRepo {
  constructor(private readonly db: DbOrTx) {}

  transaction<T>(work: (repo: WebinarRepo, tx: DbOrTx) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new WebinarRepo(tx), tx));
  }

  /**
   * Registers the e-mail for the webinar, or updates its registration with the new details. `created` tells which.
   * Two registrations of one e-mail at once: the second insert waits for the first, finds the row and updates it.
   */
  async register(values: NewWebinarAttendee): Promise<{ row: WebinarAttendeeRow; created: boolean }> {
    const [inserted] = await this.db.insert(webinarAttendees).values(values).onConflictDoNothing().returning();
    if (inserted) return { row: inserted, created: true };
    const [updated] = await this.db
      .update(webinarAttendees)
      .set({
        fullName: values.fullName,
        phone: values.phone,
        source: values.source,
        joinMailList: values.joinMailList,
        updatedAt: new Date(),
      })
      .where(and(eq(webinarAttendees.webinar, values.webinar), eq(webinarAttendees.email, values.email)))
      .returning();
    if (!updated) throw new Error('webinar registration neither inserted nor found');
    return { row: updated, created: false };
  }
}
