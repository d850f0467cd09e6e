import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scheduledJobs } from './jobs.schema';

export type JobRow = typeof scheduledJobs.$inferSelect;

/** The only writer of scheduled_jobs (decision 0025). Times come from the database clock, shared by all instances. */
export class JobsRepo {
  constructor(private readonly db: DbOrTx) {}

  /** Adds the jobs not known yet, due at once; a known job keeps its schedule (another instance may have run it). */
  async ensure(names: string[]): Promise<void> {
    if (names.length === 0) return;
    await this.db
      .insert(scheduledJobs)
      .values(names.map((name) => ({ name, nextRunAt: sql`now()` })))
      .onConflictDoNothing();
  }

  /**
   * Claims every due job of `leases` (name → lease in ms) that no instance holds, each for its lease. One statement: on PostgreSQL a second
   * instance's UPDATE waits on the row and then re-checks the condition against the claimed row, so it skips it.
   */
  async claimDue(leases: Map<string, number>, instanceId: string): Promise<string[]> {
    const names = [...leases.keys()];
    if (names.length === 0) return [];
    const leaseSeconds = sql.join(
      names.map((name) => sql`when ${name} then ${Math.ceil((leases.get(name) ?? 0) / 1000)}`),
      sql` `,
    );
    const rows = await this.db
      .update(scheduledJobs)
      .set({
        lockedUntil: sql`now() + make_interval(secs => (case ${scheduledJobs.name} ${leaseSeconds} end)::double precision)`,
        lockedBy: instanceId,
        lastStartedAt: sql`now()`,
      })
      .where(
        and(
          inArray(scheduledJobs.name, names),
          lte(scheduledJobs.nextRunAt, sql`now()`),
          or(isNull(scheduledJobs.lockedUntil), lte(scheduledJobs.lockedUntil, sql`now()`)),
        ),
      )
      .returning({ name: scheduledJobs.name });
    return rows.map((row) => row.name);
  }

  /** Releases a job this instance holds and sets when it is due again; a lost lease (another took it) changes nothing. */
  async finish(name: string, instanceId: string, everyMs: number, error: string | null): Promise<void> {
    await this.db
      .update(scheduledJobs)
      .set({
        lockedUntil: null,
        lockedBy: null,
        lastFinishedAt: sql`now()`,
        nextRunAt: sql`now() + make_interval(secs => ${Math.ceil(everyMs / 1000)}::double precision)`,
        lastError: error,
        runs: sql`${scheduledJobs.runs} + 1`,
        failures: error ? sql`${scheduledJobs.failures} + 1` : scheduledJobs.failures,
      })
      .where(and(eq(scheduledJobs.name, name), eq(scheduledJobs.lockedBy, instanceId)));
  }

  /** Makes jobs due now (a kick that every instance sees); a running one runs again after it finishes. */
  async makeDue(...names: string[]): Promise<void> {
    if (names.length === 0) return;
    await this.db
      .update(scheduledJobs)
      .set({ nextRunAt: sql`now()` })
      .where(inArray(scheduledJobs.name, names));
  }

  /** Gives back the leases of this instance (a stop): the jobs become claimable by the others at once. */
  async releaseAll(instanceId: string): Promise<void> {
    await this.db
      .update(scheduledJobs)
      .set({ lockedUntil: null, lockedBy: null })
      .where(eq(scheduledJobs.lockedBy, instanceId));
  }

  async list(): Promise<JobRow[]> {
    return this.db.select().from(scheduledJobs).orderBy(scheduledJobs.name);
  }
}
