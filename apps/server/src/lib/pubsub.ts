import { createPubSub } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import type { ChatMessageEvent } from '../modules/chat/chat-events';

/**
 * Topics published by services and consumed by GraphQL subscriptions. Modules add their topics here as they
 * gain live updates (chat messages, admin list changes).
 */
export type PubSubTopics = {
  'catalogue:changed': [];
  /** Every chat message, once stored; each subscriber's filter keeps the chats it may read (modules/chat). */
  'chat:message': [ChatMessageEvent];
  // Admin live lists (issue 13): the id of the row that changed, published after its transaction commits.
  'admin:webinar-attendee-created': [id: string];
  'admin:book-amentor-deleted': [id: string];
  'admin:book-kidmentor-changed': [id: string];
};

export interface EventBus {
  pubsub: ReturnType<typeof createPubSub<PubSubTopics>>;
  /**
   * Calls `listener` when events may have been missed: the Redis subscriber connection came back after a drop (a
   * Redis restart). Live subscriptions end then, so clients catch up by an ordinary query and subscribe again.
   */
  onResync(listener: () => void): () => void;
  close(): Promise<void>;
}

/** In-process events by default; Redis pub/sub when REDIS_URL is set, so several instances share events. */
export function createEventBus(redisUrl: string | undefined): EventBus {
  const resyncListeners = new Set<() => void>();
  const onResync = (listener: () => void) => {
    resyncListeners.add(listener);
    return () => resyncListeners.delete(listener);
  };
  if (!redisUrl) return { pubsub: createPubSub<PubSubTopics>(), onResync, close: async () => {} };
  // disableClientInfo: the subscriber connection otherwise errors with "Connection in subscriber mode".
  const publishClient = new Redis(redisUrl, { disableClientInfo: true, lazyConnect: false });
  const subscribeClient = new Redis(redisUrl, { disableClientInfo: true, lazyConnect: false });
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  // The first 'ready' is the connection; any later one is a reconnection, with a gap in which events were lost.
  let connected = false;
  subscribeClient.on('ready', () => {
    if (connected) for (const listener of resyncListeners) listener();
    connected = true;
  });
  return {
    pubsub: createPubSub<PubSubTopics>({ eventTarget }),
    onResync,
    close: async () => {
      await Promise.all([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}
