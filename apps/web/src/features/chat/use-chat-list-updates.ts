import { useEffect } from 'react';
import { useSubscription } from 'urql';
import { afterSubscribing, onLiveResumed } from '../../core/graphql/event-stream';
import { OnCreateMessageSubscription } from './queries';

/**
 * Keeps a chat list's unread counts current: every message of the asker's chats (the server sends only those)
 * reloads the list, counted by the server from the read markers; so do the moment after subscribing and the end
 * of an interruption, either of which may have hidden some. Shares the tab's one event stream.
 */
export function useChatListUpdates(active: boolean, reload: () => void): void {
  useSubscription(
    { query: OnCreateMessageSubscription, variables: { chatId: null }, pause: !active },
    (_previous, data) => {
      reload();
      return data;
    },
  );
  useEffect(() => (active ? afterSubscribing(reload) : undefined), [active, reload]);
  useEffect(() => (active ? onLiveResumed(reload) : undefined), [active, reload]);
}
