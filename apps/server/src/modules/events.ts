import type { Config } from '../config/env';
import { createEventBus, type EventBus } from '../lib/pubsub';
import type { RedisLog } from '../lib/redis-errors';
import type { AdminTopics } from './admin/admin.topics';
import type { CatalogueTopics } from './catalogue/catalogue.topics';
import type { ChatTopics } from './chat/chat.topics';

/**
 * Topics published by services and consumed by GraphQL subscriptions: each module declares its own in
 * `<module>.topics.ts`, and a module that gains live updates adds its type here. This list cannot come from the
 * module registry: the services name the bus type, and the registry loads the services (a circle).
 */
export type PubSubTopics = CatalogueTopics & ChatTopics & AdminTopics;

/** The app's event bus: in-process, or Redis pub/sub when REDIS_URL is set (lib/pubsub.ts). */
export type AppEventBus = EventBus<PubSubTopics>;

export const createAppEventBus = (config: Pick<Config, 'REDIS_URL' | 'redisPrefix'>, log?: RedisLog): AppEventBus =>
  createEventBus<PubSubTopics>({ url: config.REDIS_URL, prefix: config.redisPrefix, ...(log ? { log } : {}) });
