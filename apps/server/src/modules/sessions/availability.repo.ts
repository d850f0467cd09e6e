import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Tx } from '../../db/transaction';
import { mentorAvailability, type AvailabilityRow } from './sessions.schema';

export type AvailabilityWrite = Omit<AvailabilityRow, 'createdAt' | 'updatedAt'>;

/** Mentors' availability: the only code that reads or writes mentor_availability. */
export class AvailabilityRepo {
  constructor(private readonly db: DbOrTx) {}

  in(tx: Tx): AvailabilityRepo {
    return new AvailabilityRepo(Tx.handle(tx));
  }

  async find(mentorId: string): Promise<AvailabilityRow | null> {
    const [row] = await this.db
      .select()
      .from(mentorAvailability)
      .where(eq(mentorAvailability.mentorId, mentorId))
      .limit(1);
    return row ?? null;
  }

  async upsert(values: AvailabilityWrite): Promise<AvailabilityRow> {
    const { mentorId: _mentorId, ...rest } = values;
    const [row] = await this.db
      .insert(mentorAvailability)
      .values(values)
      .onConflictDoUpdate({ target: mentorAvailability.mentorId, set: { ...rest, updatedAt: new Date() } })
      .returning();
    if (!row) throw new Error('availability upsert returned no row');
    return row;
  }

  /** Seeds hours for mentors that have none (the demo data); leaves a mentor's own choices alone. */
  async insertIfMissing(values: AvailabilityWrite[]): Promise<void> {
    if (values.length === 0) return;
    await this.db.insert(mentorAvailability).values(values).onConflictDoNothing();
  }
}
