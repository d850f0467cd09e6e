import type { Config } from '../config/env';
import { createEventBus, type EventBus } from '../lib/pubsub';
import type { RedisLog } from '../lib/redis-errors';

/**
 * Topics published by services and consumed by GraphQL subscriptions. Empty here: each module adds its own in
 * `<module>.topics.ts` (`declare module '../events'`), imported by its manifest, so a module with live updates
 * touches no list (decision 0041).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' declaration merging
export interface ModuleTopics {}

/** The same topics as a plain object type: graphql-yoga's pub/sub wants an index signature, which no interface has. */
export type PubSubTopics = { [Topic in keyof ModuleTopics]: ModuleTopics[Topic] };

/** The app's event bus: in-process, or Redis pub/sub when REDIS_URL is set (lib/pubsub.ts). */
export type AppEventBus = EventBus<PubSubTopics>;

declare module '../graphql-core/context' {
  interface AppServices {
    /** The event bus (made by the server's start, not by a module): subscriptions read it. */
    bus: AppEventBus;
  }
}

export const createAppEventBus = (config: Pick<Config, 'REDIS_URL' | 'redisPrefix'>, log?: RedisLog): AppEventBus =>
  createEventBus<PubSubTopics>({ url: config.REDIS_URL, prefix: config.redisPrefix, ...(log ? { log } : {}) });
