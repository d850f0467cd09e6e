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
   * Registers the e-mail for the webinar; when it is registered already, the stored registration is answered as it
   * is (only its owner's link changes it). `created` tells which. Two registrations of one e-mail at once: the second
   * insert waits for the first, then finds its row.
   */
  async register(values: NewWebinarAttendee): Promise<{ row: WebinarAttendeeRow; created: boolean }> {
    const [inserted] = await this.db.insert(webinarAttendees).values(values).onConflictDoNothing().returning();
    if (inserted) return { row: inserted, created: true };
    const [existing] = await this.db
      .select()
      .from(webinarAttendees)
      .where(and(eq(webinarAttendees.webinar, values.webinar), eq(webinarAttendees.email, values.email)))
      .limit(1);
    if (!existing) throw new Error('webinar registration neither inserted nor found');
    return { row: existing, created: false };
  }

  async byId(id: string): Promise<WebinarAttendeeRow | null> {
    const [row] = await this.db.select().from(webinarAttendees).where(eq(webinarAttendees.id, id)).limit(1);
    return row ?? null;
  }

  /** The owner's change (through their link): every detail but the e-mail. */
  async change(id: string, values: Omit<NewWebinarAttendee, 'webinar' | 'email'>): Promise<WebinarAttendeeRow | null> {
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
      .where(eq(webinarAttendees.id, id))
      .returning();
    return updated ?? null;
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
