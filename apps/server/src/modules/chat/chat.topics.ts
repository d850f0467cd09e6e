import type { ChatMessageEvent } from './chat-events';

/** The chat's event topics (added to modules/events.ts by declaration merging). */
declare module '../events' {
  interface ModuleTopics {
    /** Every chat message, once stored; each subscriber's filter keeps the chats it may read (modules/chat). */
    'chat:message': [ChatMessageEvent];
    /** A visitor's token was revoked ('Forget me on this device'): its open subscriptions end, on every instance. */
    'chat:visitor-forgotten': [visitorId: string, forgotten: true];
  }
}
