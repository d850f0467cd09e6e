import { createPubSub } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import { consoleRedisLog, logRedisOutages, type RedisLog } from './redis-errors';

/** The events a bus carries, by topic: each topic's payload as `publish` takes its arguments (as graphql-yoga types it). */
export type TopicMap = { [topic: string]: [] | [unknown] | [number | string, unknown] };

/** The app's topics are listed by the modules (modules/events.ts); this file only moves them. */
export interface EventBus<Topics extends TopicMap> {
  pubsub: ReturnType<typeof createPubSub<Topics>>;
  /**
   * Calls `listener` when events may have been missed: the Redis subscriber connection came back after a drop (a
   * Redis restart). Live subscriptions end then, so clients catch up by an ordinary query and subscribe again.
   */
  onResync(listener: () => void): () => void;
  /** Resolves when events can cross instances (readiness): Redis answers and the subscriber is connected. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Where the bus's events go: Redis pub/sub at `url` with channels under `prefix`, or in-process without a url. */
export interface EventBusOptions {
  url: string | undefined;
  /** Every channel's name starts with it: deployments sharing a Redis do not hear each other (REDIS_PREFIX). */
  prefix: string;
  /** Where a Redis outage is told, once per outage (the console when not given). */
  log?: RedisLog;
}

/** In-process events by default; Redis pub/sub when REDIS_URL is set, so several instances share events. */
export function createEventBus<Topics extends TopicMap>({
  url: redisUrl,
  prefix,
  log = consoleRedisLog,
}: EventBusOptions): EventBus<Topics> {
  const resyncListeners = new Set<() => void>();
  const onResync = (listener: () => void) => {
    resyncListeners.add(listener);
    return () => resyncListeners.delete(listener);
  };
  if (!redisUrl) return { pubsub: createPubSub<Topics>(), onResync, ping: async () => {}, close: async () => {} };
  // disableClientInfo: the subscriber connection otherwise errors with "Connection in subscriber mode".
  const publishClient = new Redis(redisUrl, { disableClientInfo: true, lazyConnect: false });
  const subscribeClient = new Redis(redisUrl, { disableClientInfo: true, lazyConnect: false });
  logRedisOutages(publishClient, log, 'events, publishing');
  logRedisOutages(subscribeClient, log, 'events, subscribed');
  const eventTarget = prefixedTopics(createRedisEventTarget({ publishClient, subscribeClient }), prefix);
  // The first 'ready' is the connection; any later one is a reconnection, with a gap in which events were lost.
  let connected = false;
  subscribeClient.on('ready', () => {
    if (connected) for (const listener of resyncListeners) listener();
    connected = true;
  });
  return {
    pubsub: createPubSub<Topics>({ eventTarget }),
    onResync,
    ping: async () => {
      // A subscriber that is reconnecting receives nothing, however well publishing goes.
      if (subscribeClient.status !== 'ready') throw new Error(`Redis subscriber is ${subscribeClient.status}`);
      await publishClient.ping();
    },
    close: async () => {
      // quit() waits for Redis to answer; during an outage it would wait for Redis to come back, so a stop would hang.
      await Promise.all(
        [publishClient, subscribeClient].map((client) =>
          client.status === 'ready' ? client.quit() : Promise.resolve(client.disconnect()),
        ),
      );
    },
  };
}

type TopicEventTarget = ReturnType<typeof createRedisEventTarget>;

/**
 * The Redis event target with every topic under `prefix`: Yoga's target publishes on the topic's bare name, and
 * ioredis's keyPrefix does not apply to pub/sub channels. Listeners get the event as published (its detail).
 */
function prefixedTopics(target: TopicEventTarget, prefix: string): TopicEventTarget {
  return {
    addEventListener: (type, listener, options) => target.addEventListener(prefix + type, listener, options),
    removeEventListener: (type, listener, options) => target.removeEventListener(prefix + type, listener, options),
    dispatchEvent: (event) =>
      target.dispatchEvent(new CustomEvent<unknown>(prefix + event.type, { detail: event.detail as unknown })),
  };
}
