import { createEventBus, type EventBus } from '../lib/pubsub';
import type { ChatMessageEvent } from './chat/chat-events';

/**
 * Topics published by services and consumed by GraphQL subscriptions. A module adds its topics here as it gains
 * live updates (chat messages, admin list changes).
 */
export type PubSubTopics = {
  'catalogue:changed': [];
  /** Every chat message, once stored; each subscriber's filter keeps the chats it may read (modules/chat). */
  'chat:message': [ChatMessageEvent];
  /** A visitor's token was revoked ('Forget me on this device'): its open subscriptions end, on every instance. */
  'chat:visitor-forgotten': [visitorId: string, forgotten: true];
  // Admin live lists (issue 13): the id of the row that changed, published after its transaction commits.
  'admin:webinar-attendee-created': [id: string];
  'admin:book-amentor-deleted': [id: string];
  'admin:book-kidmentor-changed': [id: string];
};

/** The app's event bus: in-process, or Redis pub/sub when REDIS_URL is set (lib/pubsub.ts). */
export type AppEventBus = EventBus<PubSubTopics>;

export const createAppEventBus = (redisUrl: string | undefined): AppEventBus => createEventBus<PubSubTopics>(redisUrl);
