import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/test-database';
import { JobRunner } from './job-runner';
import { JobsRepo } from './jobs.repo';
import { scheduledJobs } from './jobs.schema';

const log = pino({ level: 'silent' });

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(scheduledJobs);
});

function runner(
  instanceId: string,
  job: { name?: string; everyMs?: number; run: () => Promise<unknown> },
  options: { dueAtStart?: boolean } = {},
) {
  return new JobRunner({ repo: new JobsRepo(database.db), log, instanceId, pollMs: 60_000, ...options }).register({
    name: job.name ?? 'test.job',
    everyMs: job.everyMs ?? 60_000,
    run: job.run,
  });
}

async function row(name = 'test.job') {
  const [found] = await database.db
    .select()
    .from(scheduledJobs)
    .where(sql`${scheduledJobs.name} = ${name}`);
  return found;
}

describe('the job runner', () => {
  it('runs a due job on one instance only, however many ask at once', async () => {
    let runs = 0;
    const slow = () =>
      new Promise<void>((resolve) => {
        runs++;
        setTimeout(resolve, 50);
      });
    const instances = ['a', 'b', 'c'].map((id) => runner(id, { run: slow }));
    await new JobsRepo(database.db).ensure(['test.job']);
    const claimed = await Promise.all(instances.map((instance) => instance.runDue()));
    expect(runs).toBe(1);
    expect(claimed.flat()).toEqual(['test.job']);
    // Done: due again only after its interval, so a second round on any instance runs nothing.
    expect((await Promise.all(instances.map((instance) => instance.runDue()))).flat()).toEqual([]);
    const after = await row();
    expect(after?.runs).toBe(1);
    expect(after?.lockedBy).toBeNull();
    expect(after?.nextRunAt.getTime()).toBeGreaterThan(Date.now() + 55_000);
  });

  it('does not let another instance take a job while it runs, and lets it once the claim has lapsed', async () => {
    let release!: () => void;
    const a = runner('a', { run: () => new Promise<void>((resolve) => (release = resolve)) });
    const b = runner('b', { run: () => Promise.resolve() });
    await new JobsRepo(database.db).ensure(['test.job']);
    const running = a.runDue();
    await expect.poll(async () => (await row())?.lockedBy).toBe('a');
    await database.db.update(scheduledJobs).set({ nextRunAt: new Date(0) });
    expect(await b.runDue()).toEqual([]);
    // The instance "crashed": its claim's lease runs out and the job is due again.
    await database.db.update(scheduledJobs).set({ lockedUntil: new Date(Date.now() - 1000) });
    expect(await b.runDue()).toEqual(['test.job']);
    release();
    await running;
    // The crashed instance's late finish does not overwrite the claim the other instance made and released.
    expect((await row())?.runs).toBe(1);
  });

  it('records a failure and tries again at the next time, without stopping the runner', async () => {
    let attempts = 0;
    const failing = runner('a', {
      run: () => {
        attempts++;
        return Promise.reject(new Error('provider down'));
      },
    });
    await new JobsRepo(database.db).ensure(['test.job']);
    await failing.runDue();
    const failed = await row();
    expect(failed).toMatchObject({ failures: 1, runs: 1, lastError: 'provider down', lockedBy: null });
    await failing.start();
    await failing.kick('test.job');
    await expect.poll(() => attempts).toBe(2);
    await failing.stop();
  });

  it('adds new jobs due at once and keeps the schedule of known ones across restarts', async () => {
    let runs = 0;
    const first = runner('a', { run: () => Promise.resolve(runs++) });
    await first.start();
    await expect.poll(() => runs).toBe(1);
    await first.stop();
    const next = (await row())?.nextRunAt;
    const second = runner('b', { run: () => Promise.resolve(runs++) });
    await second.start();
    await second.runDue();
    await second.stop();
    expect(runs).toBe(1);
    expect((await row())?.nextRunAt).toEqual(next);
  });

  it('runs every job at start on an instance whose clock is moved, whatever the kept schedule says', async () => {
    let runs = 0;
    const first = runner('a', { run: () => Promise.resolve(runs++) });
    await first.start();
    await expect.poll(() => runs).toBe(1);
    await first.stop();
    // Restarted "28 days later" a moment after the last run: the schedule still says ten minutes from now.
    const moved = runner('b', { run: () => Promise.resolve(runs++) }, { dueAtStart: true });
    await moved.start();
    await expect.poll(() => runs).toBe(2);
    await moved.stop();
  });

  it('refuses a job registered twice', () => {
    expect(() =>
      runner('a', { run: () => Promise.resolve() }).register({
        name: 'test.job',
        everyMs: 1,
        run: () => Promise.resolve(),
      }),
    ).toThrow(/twice/);
  });
});
