/**
 * What a watch needs of the app's event bus: the accounts' "access changed" topic (modules/accounts/accounts.topics.ts,
 * published by publishAccessChanged). Stated here, below the modules, so the admin wrappers in graphql-core can end a
 * subscription when its session is revoked without naming the assembled bus.
 */
export interface AccessChanges {
  pubsub: { subscribe(topic: 'accounts:access-changed', userId: string): AsyncIterable<unknown> };
}

/**
 * An event source that yields once when the account's access changed and `stillAllowed` (the subscription's own
 * session read again) says no; an event for another session of the account that leaves this one allowed (sign-out
 * elsewhere, "sign out everywhere else") ends nothing. A failed check counts as not allowed: the stream ends, and the
 * client subscribes again, checked afresh. Its `return` ends at once (no generator left waiting on the bus), so a
 * subscription ending for another reason does not hang on it.
 */
export function accessLost(
  bus: AccessChanges,
  userId: string,
  stillAllowed: () => Promise<boolean>,
): AsyncIterable<true> {
  return {
    [Symbol.asyncIterator]() {
      const events = bus.pubsub.subscribe('accounts:access-changed', userId)[Symbol.asyncIterator]();
      return {
        async next(): Promise<IteratorResult<true>> {
          for (;;) {
            const event = await events.next();
            if (event.done) return { done: true, value: undefined };
            if (!(await stillAllowed().catch(() => false))) return { done: false, value: true };
          }
        },
        async return(): Promise<IteratorResult<true>> {
          await events.return?.();
          return { done: true, value: undefined };
        },
      };
    },
  };
}

/**
 * The events of `source` until `lost` yields (or `source` ends); then it completes and lets go of both. Not a
 * generator: a client that stops the subscription is answered at once and both sources are released then, rather
 * than when the next event happens to arrive.
 */
export function untilAccessLost<T>(source: AsyncIterable<T>, lost: AsyncIterable<unknown>): AsyncIterableIterator<T> {
  const iterator = source[Symbol.asyncIterator]();
  const ending = lost[Symbol.asyncIterator]();
  let finished = false;
  const finish = async (): Promise<IteratorResult<T>> => {
    if (!finished) {
      finished = true;
      await Promise.all([iterator.return?.(), ending.return?.()]);
    }
    return { done: true, value: undefined };
  };
  const ended = ending.next().then(
    () => 'ended' as const,
    () => 'ended' as const,
  );
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next(): Promise<IteratorResult<T>> {
      if (finished) return { done: true, value: undefined };
      const next = await Promise.race([iterator.next(), ended]);
      if (next === 'ended' || next.done) return finish();
      return next;
    },
    return: finish,
  };
}
