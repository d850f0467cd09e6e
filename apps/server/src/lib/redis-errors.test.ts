import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventBus } from './pubsub';
import { logRedisOutages, type RedisLog } from './redis-errors';

/** A logger that keeps its lines. */
function recorder() {
  const lines: { level: 'warn' | 'info'; message: string }[] = [];
  const log: RedisLog = {
    warn: (_fields, message) => lines.push({ level: 'warn', message }),
    info: (_fields, message) => lines.push({ level: 'info', message }),
  };
  return { log, lines, count: (level: 'warn' | 'info') => lines.filter((l) => l.level === level).length };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Redis outages are told once, not per reconnection attempt (issue 34)', () => {
  it('warns at the first error of an outage, says when Redis is back, and warns again at the next outage', () => {
    const client = new EventEmitter();
    const { log, count } = recorder();
    logRedisOutages(client, log, 'test');
    for (let i = 0; i < 30; i += 1) client.emit('error', new Error('connect ECONNREFUSED 127.0.0.1:6379'));
    expect(count('warn')).toBe(1);
    client.emit('ready');
    client.emit('ready');
    expect(count('info')).toBe(1);
    for (let i = 0; i < 5; i += 1) client.emit('error', new Error('read ECONNRESET'));
    expect(count('warn')).toBe(2);
  });

  it('the event bus on an unreachable Redis: one warning per client, no "Unhandled error event", and it stops', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { log, lines, count } = recorder();
    // Port 1 refuses at once: ioredis retries after 50, 100, 150 ms... and emits an error at each attempt.
    const bus = createEventBus({ url: 'redis://127.0.0.1:1', prefix: 'eazy2con:test-outage:', log });
    await vi.waitFor(() => expect(count('warn')).toBe(2), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(lines.map((l) => l.message).sort()).toEqual([
      'Redis unreachable (events, publishing); reconnecting until it is back',
      'Redis unreachable (events, subscribed); reconnecting until it is back',
    ]);
    const unhandled = printed.mock.calls.filter((call) => String(call[0]).includes('Unhandled error event'));
    expect(unhandled).toEqual([]);
    await bus.close();
  });
});
