import { afterEach, describe, expect, it } from 'vitest';
import { createEventBus, type EventBus } from './pubsub';

type Topics = { note: [string, { text: string }] };

const redisUrl = process.env.TEST_REDIS_URL;
const open: EventBus<Topics>[] = [];
const bus = (prefix: string, url = redisUrl) => {
  const created = createEventBus<Topics>({ url, prefix });
  open.push(created);
  return created;
};
afterEach(async () => {
  await Promise.all(open.splice(0).map((b) => b.close()));
});

/** Listens on `note:id` and reports the first text heard (a subscription reaches Redis a moment after it is made). */
function listen(b: EventBus<Topics>, id: string) {
  const iterator = b.pubsub.subscribe('note', id)[Symbol.asyncIterator]();
  let heard: string | null = null;
  const done = iterator.next().then((r) => {
    if (!r.done) heard = r.value.text;
  });
  return {
    heard: () => heard,
    stop: async () => {
      await iterator.return?.();
      await done.catch(() => {});
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Publishes every 50 ms until `until` holds (at most 5 s): no guess at how long a subscription takes to arrive. */
async function publishUntil(b: EventBus<Topics>, id: string, text: string, until: () => boolean) {
  for (let i = 0; i < 100 && !until(); i += 1) {
    b.pubsub.publish('note', id, { text });
    await pause(50);
  }
}

describe('the event bus in one process', () => {
  it('delivers a published event to its topic and id, and not to another id', async () => {
    const b = bus('eazy2con:', undefined);
    const [one, two] = [listen(b, 'chat-1'), listen(b, 'chat-2')];
    await publishUntil(b, 'chat-1', 'hello', () => one.heard() !== null);
    expect(one.heard()).toBe('hello');
    expect(two.heard()).toBeNull();
    await Promise.all([one.stop(), two.stop()]);
  });
});

describe.runIf(redisUrl)('the event bus on Redis (REDIS_PREFIX)', () => {
  it('carries events between instances of one deployment (the same prefix)', async () => {
    const [a, b] = [bus('eazy2con:test-one:'), bus('eazy2con:test-one:')];
    const onB = listen(b, 'chat-1');
    await publishUntil(a, 'chat-1', 'across instances', () => onB.heard() !== null);
    expect(onB.heard()).toBe('across instances');
    await onB.stop();
  });

  it('keeps deployments that share a Redis apart, even with the same ids (a staging copy of the database)', async () => {
    const production = bus('eazy2con:eazy2con.com:');
    const staging = bus('eazy2con:staging.eazy2con.com:');
    const inProduction = listen(production, 'chat-1');
    const inStaging = listen(staging, 'chat-1');
    // Until staging's own subscriber hears it: by then production's, made first, was listening too.
    await publishUntil(staging, 'chat-1', 'staging only', () => inStaging.heard() !== null);
    await pause(200);
    expect(inStaging.heard()).toBe('staging only');
    expect(inProduction.heard()).toBeNull();
    await Promise.all([inProduction.stop(), inStaging.stop()]);
  });
});
