import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient, useMutation, useQuery, useSubscription } from 'urql';
import { CHAT_NOT_FOUND } from '@eazy2con/shared/chat-texts';
import { afterSubscribing, onLiveResumed } from '../../core/graphql/event-stream';
import { apiErrorMessage } from '../../core/graphql/errors';
import { mergeMessages } from './messages';
import {
  ChatQuery,
  CreateMessageMutation,
  MarkChatReadMutation,
  OnCreateMessageSubscription,
  type ChatMessage,
} from './queries';

export type ChatSide = 'visitor' | 'mentor';

export interface ConversationOptions {
  chatId: string;
  side: ChatSide;
  /** The chat is not the asker's (or does not exist): the page says so and leaves. */
  onMissing: () => void;
  /** Any other failure, shown as the spec's message (spec 1 §8). */
  onError: (message: string) => void;
  /** The asker's side has read the chat (the list's unread count is 0 again). */
  onRead: () => void;
}

/**
 * One open chat: its messages (the latest, then live ones appended by the subscription, which the server filters
 * to this chat), sending, read markers, and the catch-up after the event stream reconnects: an ordinary query of
 * what came after the last message shown, merged by id so nothing shows twice.
 */
export function useConversation({ chatId, side, onMissing, onError, onRead }: ConversationOptions) {
  const client = useClient();
  const [result] = useQuery({ query: ChatQuery, variables: { id: chatId }, requestPolicy: 'network-only' });
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [, createMessage] = useMutation(CreateMessageMutation);
  const [, markChatRead] = useMutation(MarkChatReadMutation);
  const last = useRef<string | null>(null);
  last.current = messages.at(-1)?.id ?? null;
  const callbacks = useRef({ onMissing, onError, onRead });
  callbacks.current = { onMissing, onError, onRead };

  const markRead = useCallback(async () => {
    const read = await markChatRead({ chatId });
    if (read.data) callbacks.current.onRead();
  }, [chatId, markChatRead]);

  const chat = result.data?.getChat ?? null;
  useEffect(() => {
    if (!chat) return;
    setMessages((current) => mergeMessages(current, chat.messages));
    void markRead();
  }, [chat, markRead]);

  useEffect(() => {
    if (!result.error) return;
    if (apiErrorMessage(result.error) === CHAT_NOT_FOUND) callbacks.current.onMissing();
    else callbacks.current.onError(apiErrorMessage(result.error));
  }, [result.error]);

  useSubscription({ query: OnCreateMessageSubscription, variables: { chatId }, pause: !chat }, (_previous, data) => {
    const message = data.onCreateMessage;
    setMessages((current) => mergeMessages(current, [message]));
    if (message.fromMentor !== (side === 'mentor')) void markRead();
    return data;
  });

  // The catch-up: what came after the last message shown, merged by id. Once just after subscribing (a message
  // sent between the query and the subscription), and whenever live updates resume after an interruption.
  const catchUp = useCallback(() => {
    void client
      .query(ChatQuery, { id: chatId, after: last.current }, { requestPolicy: 'network-only' })
      .toPromise()
      .then((caught) => {
        const missed = caught.data?.getChat?.messages;
        if (!missed) return;
        setMessages((current) => mergeMessages(current, missed));
        if (missed.some((m) => m.fromMentor !== (side === 'mentor'))) void markRead();
      });
  }, [client, chatId, side, markRead]);
  const loaded = chat !== null;
  useEffect(() => (loaded ? afterSubscribing(catchUp) : undefined), [loaded, catchUp]);
  useEffect(() => onLiveResumed(catchUp), [catchUp]);

  /** Sends the text when it is not empty after trimming (spec 1 §5); answers whether it was sent. */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const trimmed = text.trim();
      if (!trimmed) return false;
      const sent = await createMessage({ chatId, text: trimmed });
      if (sent.data) {
        const message = sent.data.createMessage;
        setMessages((current) => mergeMessages(current, [message]));
        return true;
      }
      const message = apiErrorMessage(sent.error);
      if (message === CHAT_NOT_FOUND) callbacks.current.onMissing();
      else callbacks.current.onError(message);
      return false;
    },
    [chatId, createMessage],
  );

  return { chat, messages, loading: result.fetching && !chat, send };
}
