import type { FastifyBaseLogger } from 'fastify';
import { errorSummary } from '../graphql-core/errors';

/** The part of `process` the guard listens on (an EventEmitter in its test). */
export interface RejectionSource {
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown;
}

/**
 * The last line of defence behind graphql/subscription-guard.ts: a promise rejected with nobody listening (a
 * library's stream that fails after its request was answered, as graphql-sse's did) is logged as an error and the
 * process keeps serving, instead of Node's default of stopping every request in flight for one stream (issue 26).
 * A thrown exception (uncaughtException) still stops the process: its state is unknown.
 */
export function logUnhandledRejections(log: FastifyBaseLogger, source: RejectionSource = process): void {
  source.on('unhandledRejection', (reason) => {
    log.error({ error: errorSummary(reason) }, 'unhandled promise rejection: logged, the process keeps serving');
  });
}
