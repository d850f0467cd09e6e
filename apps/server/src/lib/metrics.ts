import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/client';
import { graphqlOperationName } from './request-log';

/** A queue's backlog: rows waiting to go out, and when the oldest of them was queued. */
export interface QueueStat {
  queue: string;
  depth: number;
  oldest: Date | null;
}

/** A periodic job's row (decision 0035): counts across every instance, read from the database at scrape time. */
export interface JobStat {
  name: string;
  runs: number;
  failures: number;
  lastError: string | null;
  nextRunAt: Date;
}

/** What /metrics reads when scraped; the database ones are cheap counts on indexed columns. */
export interface MetricsSources {
  queues(): Promise<QueueStat[]>;
  jobs(): Promise<JobStat[]>;
  pool(): PoolStats | null;
  sseConnections(): number;
}

/**
 * Operation names come from clients: only the names the app knows (its web documents' and the schema's root fields,
 * graphql/known-operations.ts) are labels, with 'anonymous' and 'invalid' (lib/request-log.ts); any other is
 * counted as 'other'. First-come names would let a client take every label with invented ones (issue 34).
 */
const FIXED_OPERATION_LABELS = new Set(['anonymous', 'invalid']);

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The app's Prometheus metrics (prom-client), in a registry of its own (several apps may share a test process). */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly httpRequests: Counter<'method' | 'route' | 'status'>;
  private readonly httpDuration: Histogram<'method' | 'route'>;
  private readonly operations: Counter<'operation' | 'status'>;
  private readonly operationDuration: Histogram<'operation'>;
  private readonly webhooks: Counter<'outcome'>;
  private readonly queueDepth: Gauge<'queue'>;
  private readonly queueAge: Gauge<'queue'>;
  private readonly jobRuns: Gauge<'job'>;
  private readonly jobFailures: Gauge<'job'>;
  private readonly jobFailing: Gauge<'job'>;
  private readonly jobOverdue: Gauge<'job'>;
  private readonly sourceUp: Gauge<'source'>;
  private readonly knownOperations: ReadonlySet<string>;

  constructor(
    private readonly sources: MetricsSources,
    private readonly log: FastifyBaseLogger,
    options: { processMetrics?: boolean; knownOperations: ReadonlySet<string> },
  ) {
    this.knownOperations = options.knownOperations;
    const registers = [this.registry];
    if (options.processMetrics !== false) collectDefaultMetrics({ register: this.registry, prefix: 'eazy2con_' });
    this.httpRequests = new Counter({
      name: 'eazy2con_http_requests_total',
      help: 'HTTP requests answered, by route template and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.httpDuration = new Histogram({
      name: 'eazy2con_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route template',
      labelNames: ['method', 'route'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.operations = new Counter({
      name: 'eazy2con_graphql_requests_total',
      help: 'GraphQL requests, by operation name and HTTP status',
      labelNames: ['operation', 'status'],
      registers,
    });
    this.operationDuration = new Histogram({
      name: 'eazy2con_graphql_request_duration_seconds',
      help: 'Time to answer a GraphQL request, by operation name',
      labelNames: ['operation'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.webhooks = new Counter({
      name: 'eazy2con_payment_webhooks_total',
      help: 'Payment provider webhooks, by outcome (accepted, duplicate, ignored, unauthorized, error)',
      labelNames: ['outcome'],
      registers,
    });
    const gauge = <L extends string>(name: string, help: string, label: L) =>
      new Gauge<L>({ name, help, labelNames: [label], registers });
    this.queueDepth = gauge('eazy2con_queue_depth', 'Messages waiting to go out, per outbox', 'queue');
    this.queueAge = gauge('eazy2con_queue_oldest_age_seconds', 'Age of the oldest waiting message', 'queue');
    this.jobRuns = gauge('eazy2con_job_runs', 'Runs of a periodic job on any instance (scheduled_jobs)', 'job');
    this.jobFailures = gauge('eazy2con_job_failures', 'Failed runs of a periodic job on any instance', 'job');
    this.jobFailing = gauge('eazy2con_job_failing', '1 when the last run of a periodic job failed', 'job');
    this.jobOverdue = gauge(
      'eazy2con_job_overdue_seconds',
      'Seconds since a job fell due (waiting, or running now)',
      'job',
    );
    this.sourceUp = gauge('eazy2con_metrics_source_up', '0 when a scrape-time source could not be read', 'source');
    new Gauge({
      name: 'eazy2con_sse_connections',
      help: 'Open event streams (GraphQL over SSE) on this instance',
      registers,
      collect() {
        this.set(sources.sseConnections());
      },
    });
    new Gauge({
      name: 'eazy2con_db_pool_connections',
      help: "The database pool's connections on this instance (PostgreSQL only)",
      labelNames: ['state'],
      registers,
      collect() {
        const pool = sources.pool();
        if (!pool) return;
        this.set({ state: 'total' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
        this.set({ state: 'max' }, pool.max);
      },
    });
  }

  /** Counts an answered request (Fastify's onResponse). */
  observe(req: FastifyRequest, reply: FastifyReply): void {
    const seconds = reply.elapsedTime / 1000;
    const route = req.routeOptions.url ?? 'unmatched';
    const status = String(reply.statusCode);
    this.httpRequests.inc({ method: req.method, route, status });
    // An event stream lasts as long as the tab is open: its length is no latency.
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/event-stream')) return;
    this.httpDuration.observe({ method: req.method, route }, seconds);
    const name = graphqlOperationName(req);
    if (name === null) return;
    const operation = this.bounded(name);
    this.operations.inc({ operation, status });
    this.operationDuration.observe({ operation }, seconds);
  }

  webhook(outcome: string): void {
    this.webhooks.inc({ outcome });
  }

  private bounded(name: string): string {
    return this.knownOperations.has(name) || FIXED_OPERATION_LABELS.has(name) ? name : 'other';
  }

  /** The text a scrape gets: the database-backed gauges are read first, each source on its own. */
  async scrape(now = new Date()): Promise<string> {
    await Promise.all([this.readQueues(now), this.readJobs(now)]);
    return this.registry.metrics();
  }

  private async readQueues(now: Date): Promise<void> {
    try {
      const queues = await this.sources.queues();
      for (const { queue, depth, oldest } of queues) {
        this.queueDepth.set({ queue }, depth);
        this.queueAge.set({ queue }, oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0);
      }
      this.sourceUp.set({ source: 'queues' }, 1);
    } catch (error) {
      this.log.warn({ err: error }, 'metrics: could not read the queues');
      this.sourceUp.set({ source: 'queues' }, 0);
    }
  }

  private async readJobs(now: Date): Promise<void> {
    try {
      const jobs = await this.sources.jobs();
      for (const job of jobs) {
        this.jobRuns.set({ job: job.name }, job.runs);
        this.jobFailures.set({ job: job.name }, job.failures);
        this.jobFailing.set({ job: job.name }, job.lastError ? 1 : 0);
        this.jobOverdue.set({ job: job.name }, Math.max(0, (now.getTime() - job.nextRunAt.getTime()) / 1000));
      }
      this.sourceUp.set({ source: 'jobs' }, 1);
    } catch (error) {
      this.log.warn({ err: error }, 'metrics: could not read the scheduled jobs');
      this.sourceUp.set({ source: 'jobs' }, 0);
    }
  }
}
