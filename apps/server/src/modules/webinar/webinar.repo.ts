import { and, asc, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inTransaction, Tx } from '../../db/transaction';
import { webinarAttendees } from './webinar.schema';

export type WebinarAttendeeRow = typeof webinarAttendees.$inferSelect;
export type NewWebinarAttendee = typeof webinarAttendees.$inferInsert & { webinar: string; email: string };

/** Webinar registrations: the only code that reads or writes `webinar_attendees`. */
export class WebinarRepo {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Runs `work` in one transaction (the caller's `within`, or a new one), with this repository bound to it and the
   * opaque `Tx` to hand to other modules' services.
   */
  transaction<T>(work: (repo: WebinarRepo, tx: Tx) => Promise<T>, within?: Tx): Promise<T> {
    return inTransaction(this.db, within, (handle, tx) => work(new WebinarRepo(handle), tx));
  }

  /** This repository writing through a caller's transaction. */
  in(tx: Tx): WebinarRepo {
    return new WebinarRepo(Tx.handle(tx));
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
        ...(values.channels ? { channels: values.channels } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(webinarAttendees.webinar, values.webinar), eq(webinarAttendees.email, values.email)))
      .returning();
    if (!updated) throw new Error('webinar registration neither inserted nor found');
    return { row: updated, created: false };
  }

  /** The webinar's attendees who registered before `before` (those its reminder of a kind is for). */
  async attendeesBefore(webinar: string, before: Date): Promise<WebinarAttendeeRow[]> {
    const a = webinarAttendees;
    return this.db
      .select()
      .from(a)
      .where(and(eq(a.webinar, webinar), lt(a.createdAt, before)))
      .orderBy(asc(a.createdAt));
  }
}
