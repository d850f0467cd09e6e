import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { JobsRepo } from './jobs.repo';

/** One periodic job: what it runs and how often. Names are stable: they are rows in scheduled_jobs. */
export interface JobDefinition {
  name: string;
  everyMs: number;
  /**
   * How long a claim lasts before another instance may take the job over (a crashed instance never finishes it).
   * Longer than the job can run; default: ten minutes.
   */
  leaseMs?: number;
  run(): Promise<unknown>;
  /** Waited for at stop, after the job's last run (work the job started in the background, e.g. webhook settlements). */
  drain?(): Promise<unknown>;
}

export interface JobRunnerOptions {
  repo: JobsRepo;
  log: FastifyBaseLogger;
  /** How often the runner asks the database which jobs are due; a kick asks at once. */
  pollMs?: number;
  instanceId?: string;
  /**
   * Makes every job due at start. For an instance whose clock is moved (CLOCK_OFFSET_MINUTES, never in production):
   * the schedule is kept on the database's clock, which the offset does not move, so an instance started "28 days
   * later" would otherwise wait a job's whole interval; in real time those days would have made every job overdue.
   */
  dueAtStart?: boolean;
}

const DEFAULT_POLL_MS = 5_000;
const DEFAULT_LEASE_MS = 10 * 60_000;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Runs the server's periodic jobs (decision 0035). Every instance runs a runner; each due job is claimed by exactly
 * one of them through its scheduled_jobs row, runs, and is released with its next due time. A job that fails is
 * logged, recorded on its row and tried again at its next time; a crashed instance's claim lapses after its lease.
 */
export class JobRunner {
  readonly instanceId: string;
  private readonly jobs = new Map<string, JobDefinition>();
  private readonly running = new Map<string, Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  private pollAgain = false;
  private stopped = true;
  private readonly pollMs: number;

  constructor(private readonly options: JobRunnerOptions) {
    this.instanceId = options.instanceId ?? randomUUID();
    this.pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  }

  register(...jobs: JobDefinition[]): this {
    for (const job of jobs) {
      if (this.jobs.has(job.name)) throw new Error(`job ${job.name} is registered twice`);
      this.jobs.set(job.name, job);
    }
    return this;
  }

  get names(): string[] {
    return [...this.jobs.keys()];
  }

  async start(): Promise<void> {
    await this.options.repo.ensure(this.names);
    if (this.options.dueAtStart) await this.options.repo.makeDue(...this.names);
    this.stopped = false;
    this.timer = setInterval(() => this.poll(), this.pollMs);
    this.timer.unref();
    this.poll();
  }

  /** Makes a job due now on every instance and looks at once (for work that should not wait for the next tick). */
  async kick(name: string): Promise<void> {
    if (!this.jobs.has(name)) throw new Error(`no job named ${name}`);
    await this.options.repo.makeDue(name);
    this.poll();
  }

  /** Claims and runs what is due now; resolves when those runs have finished (tests call it directly). */
  async runDue(): Promise<string[]> {
    const { claimed, runs } = await this.claimAndLaunch();
    await Promise.all(runs);
    return claimed;
  }

  /** Claims the due jobs this instance is not already running and starts them; resolves once they are claimed. */
  private async claimAndLaunch(): Promise<{ claimed: string[]; runs: Promise<void>[] }> {
    const leases = new Map(
      this.names.filter((name) => !this.running.has(name)).map((name) => [name, this.leaseFor(name)] as const),
    );
    const claimed = await this.options.repo.claimDue(leases, this.instanceId);
    return { claimed, runs: claimed.map((name) => this.launch(name)) };
  }

  /** Stops claiming, waits for the runs in progress (and each job's drain), and gives back this instance's claims. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.polling;
    await Promise.all(this.running.values());
    for (const job of this.jobs.values()) await job.drain?.();
    await this.options.repo.releaseAll(this.instanceId);
  }

  private leaseFor(name: string): number {
    const job = this.jobs.get(name);
    return job?.leaseMs ?? DEFAULT_LEASE_MS;
  }

  private poll(): void {
    if (this.stopped) return;
    if (this.polling) {
      this.pollAgain = true;
      return;
    }
    this.polling = this.claimAndLaunch()
      .then(() => undefined)
      .catch((error: unknown) => this.options.log.error({ err: error }, 'jobs: could not claim due jobs'))
      .finally(() => {
        this.polling = null;
        if (this.pollAgain) {
          this.pollAgain = false;
          this.poll();
        }
      });
  }

  /** Runs a claimed job in the background of the poll; the poll itself only waits in runDue's callers. */
  private launch(name: string): Promise<void> {
    const job = this.jobs.get(name);
    if (!job) return Promise.resolve();
    const run = (async () => {
      let error: string | null = null;
      try {
        await job.run();
      } catch (failure) {
        error = describe(failure);
        this.options.log.error({ err: failure, job: name }, `jobs: ${name} failed`);
      }
      await this.options.repo
        .finish(name, this.instanceId, job.everyMs, error)
        .catch((failure: unknown) => this.options.log.error({ err: failure, job: name }, 'jobs: could not release'));
    })().finally(() => this.running.delete(name));
    this.running.set(name, run);
    return run;
  }
}
