import type { FastifyInstance } from 'fastify';
import { EventStreams } from './health-streams';

/** One dependency /readyz asks about; `check` throws (or rejects) with the reason it is not ready. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<unknown>;
}

/** How long a readiness check may take: a database that answers slower than this cannot serve requests either. */
export const READINESS_TIMEOUT_MS = 2_000;

/**
 * This instance's place in its life: serving, or draining (a stop began: /readyz says 503 so the balancer sends
 * new requests elsewhere, and the event streams are ended with a reconnection hint).
 */
export class Lifecycle {
  readonly streams = new EventStreams();
  private drainingSince: Date | null = null;

  get draining(): boolean {
    return this.drainingSince !== null;
  }

  drain(): void {
    this.drainingSince ??= new Date();
    this.streams.closeAll();
  }
}

async function withinTimeout(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200);

export type Readiness =
  | { status: 'ready'; checks: Record<string, 'ok'> }
  | { status: 'draining'; reason: string }
  | { status: 'unready'; reason: string; checks: Record<string, string> };

/** Runs every check at once, each under the timeout; the first failing one (in the given order) is the reason. */
export async function readiness(
  lifecycle: Lifecycle,
  checks: readonly ReadinessCheck[],
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<Readiness> {
  if (lifecycle.draining) return { status: 'draining', reason: 'this instance is shutting down' };
  const outcomes = await Promise.all(
    checks.map(async (readinessCheck) => {
      const { name } = readinessCheck;
      try {
        await withinTimeout(readinessCheck.check(), timeoutMs);
        return [name, 'ok'] as const;
      } catch (error) {
        return [name, describe(error)] as const;
      }
    }),
  );
  const failed = outcomes.find(([, outcome]) => outcome !== 'ok');
  if (!failed) return { status: 'ready', checks: Object.fromEntries(outcomes.map(([name]) => [name, 'ok' as const])) };
  return { status: 'unready', reason: `${failed[0]}: ${failed[1]}`, checks: Object.fromEntries(outcomes) };
}

/**
 * /healthz: the process is alive and serving HTTP (no database: a slow database must not get instances restarted).
 * /readyz: this instance should get traffic — the database answers, Redis too when configured, the migrations this
 * build needs are applied, and it is not draining. A balancer routes by /readyz, an orchestrator restarts by /healthz.
 */
export function registerHealthRoutes(
  http: FastifyInstance,
  deps: { lifecycle: Lifecycle; checks: readonly ReadinessCheck[]; timeoutMs?: number },
): void {
  http.get('/healthz', (_req, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  http.get('/readyz', async (_req, reply) => {
    const state = await readiness(deps.lifecycle, deps.checks, deps.timeoutMs);
    return reply
      .status(state.status === 'ready' ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send(state);
  });
}
