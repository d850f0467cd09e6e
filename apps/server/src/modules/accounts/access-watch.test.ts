import { describe, expect, it } from 'vitest';
import { createAppEventBus } from '../events';
import { accessLost, untilAccessLost } from '../../lib/access-watch';
import { publishAccessChanged } from './access-watch';

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('access watch (issue 34)', () => {
  it("ends a stream only when its own session says no, at an event for the stream's account", async () => {
    const bus = createAppEventBus({ REDIS_URL: undefined, redisPrefix: '' });
    let allowed = true;
    const checks: string[] = [];
    const source = bus.pubsub.subscribe('admin:book-amentor-deleted');
    const stream = untilAccessLost(
      source,
      accessLost(bus, 'user-1', () => {
        checks.push('checked');
        return Promise.resolve(allowed);
      }),
    );
    const first = stream.next();
    await tick();
    bus.pubsub.publish('admin:book-amentor-deleted', 'row-1');
    expect(await first).toEqual({ done: false, value: 'row-1' });

    const second = stream.next();
    publishAccessChanged(bus, 'user-2'); // another account: not even checked
    publishAccessChanged(bus, 'user-1'); // this account, still allowed (another of its sessions ended)
    await tick();
    expect(checks).toEqual(['checked']);
    allowed = false;
    publishAccessChanged(bus, 'user-1');
    expect(await second).toEqual({ done: true, value: undefined });
    expect(checks).toEqual(['checked', 'checked']);
    await bus.close();
  });

  it('a stream stopped by its client lets go of its sources at once, with no event pending', async () => {
    const bus = createAppEventBus({ REDIS_URL: undefined, redisPrefix: '' });
    let released = false;
    const source: AsyncIterable<string> = {
      [Symbol.asyncIterator]: () => ({
        next: () => new Promise<IteratorResult<string>>(() => {}), // no event ever
        return: () => {
          released = true;
          return Promise.resolve({ done: true, value: undefined });
        },
      }),
    };
    const stream = untilAccessLost(
      source,
      accessLost(bus, 'user-1', () => Promise.resolve(true)),
    );
    void stream.next();
    await tick();
    await expect(stream.return?.()).resolves.toEqual({ done: true, value: undefined });
    expect(released).toBe(true);
    await bus.close();
  });
});
