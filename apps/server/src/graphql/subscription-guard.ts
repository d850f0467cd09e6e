import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { GraphQLError, type ExecutionResult } from 'graphql';
import type { FastifyBaseLogger } from 'fastify';
import { errorSummary } from '../graphql-core/errors';

/**
 * A subscription whose source throws (a malformed event from another instance, a bug in a filter) ends with one
 * error result, then completes, as a finished subscription does. Left alone, graphql-sse 2.6 answers a failing
 * source by throwing into the tab's whole stream: its other subscriptions hang, and the rejection goes unhandled,
 * which stops a Node process (issue 26). The error result is masked like any other (Yoga's masking maps every
 * result after this plugin), and the cause is logged here.
 */
export function endSubscriptionsOnError(log: FastifyBaseLogger): Plugin {
  return {
    onSubscribe: () => ({
      onSubscribeResult: ({ result, setResult }) => {
        if (isAsyncIterable(result)) setResult(endingOnError(result, log));
      },
    }),
  };
}

/**
 * The source's results until it throws; then one error result and the end. An iterator object rather than an async
 * generator: a generator waiting inside `yield*` queues a `return()` until the source's next value, so a stream
 * closing (a tab gone, the server draining) would leave the subscription open until its next event.
 */
function endingOnError(
  source: AsyncIterable<ExecutionResult>,
  log: FastifyBaseLogger,
): AsyncIterableIterator<ExecutionResult> {
  const iterator = source[Symbol.asyncIterator]();
  let failed = false;
  const done = (): IteratorResult<ExecutionResult> => ({ done: true, value: undefined });
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      if (failed) return done();
      try {
        return await iterator.next();
      } catch (error) {
        failed = true;
        log.error({ error: errorSummary(error) }, 'subscription source failed; the subscription ends');
        // Masked on its way out: the client reads 'Unexpected error.' (or an AppError's own message), not the cause.
        const cause = error instanceof Error ? error : new Error(String(error));
        const graphqlError =
          error instanceof GraphQLError ? error : new GraphQLError(cause.message, { originalError: cause });
        return { done: false, value: { errors: [graphqlError] } };
      }
    },
    async return() {
      failed = true;
      await iterator.return?.();
      return done();
    },
  };
}
