/** The two lines a Redis client's troubles are worth; the app's logger (pino) fits. */
export interface RedisLog {
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
}

/** What of an ioredis client this needs (an EventEmitter: tests pass one). */
interface RedisEvents {
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'ready', listener: () => void): unknown;
}

/**
 * Listens to a Redis client's errors, which ioredis emits at every reconnection attempt while Redis is away. Without a
 * listener each one is printed as "[ioredis] Unhandled error event" (issue 34: 50 lines in 45 s of an outage); with
 * this, an outage is one warning when the first error comes and one line when the client is ready again.
 */
export function logRedisOutages(client: RedisEvents, log: RedisLog, name: string): void {
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error, redisClient: name }, `Redis unreachable (${name}); reconnecting until it is back`);
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({ redisClient: name }, `Redis reachable again (${name})`);
  });
}

/** For a bus made without the app's logger (scripts, some tests): the same lines on the console. */
export const consoleRedisLog: RedisLog = {
  warn: (_fields, message) => console.warn(message),
  info: (_fields, message) => console.info(message),
};
