import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from 'urql';
import { CHAT_NOT_FOUND } from '@eazy2con/shared/chat-texts';
import { usePageTitle } from '../../core/use-page-title';
import { useNotify } from '../../core/use-notify';
import { ChatLayout } from './ChatLayout';
import { Conversation } from './Conversation';
import { MentorChatsQuery } from './queries';
import { useChatListUpdates } from './use-chat-list-updates';

/**
 * /mentor-dashboard/chat and /mentor-dashboard/chat/{id} (spec 3 §2.2, §4): the signed-in mentor's chats with each
 * visitor's name, e-mail and phone and an unread count, and the open one. A chat that is not theirs reads 'Chat
 * does not exist' (the server decides) and goes back to the list.
 */
export function MentorChatPage() {
  usePageTitle('Chats');
  const { id } = useParams();
  const navigate = useNavigate();
  const { notification } = useNotify();
  const [list, reloadList] = useQuery({ query: MentorChatsQuery, requestPolicy: 'network-only' });
  const reload = useCallback(() => reloadList({ requestPolicy: 'network-only' }), [reloadList]);
  useChatListUpdates(Boolean(list.data), reload);

  const missing = useCallback(() => {
    notification.error({ title: CHAT_NOT_FOUND, duration: 10 });
    void navigate('/mentor-dashboard/chat', { replace: true });
  }, [navigate, notification]);
  const failed = useCallback((message: string) => notification.error({ title: message, duration: 10 }), [notification]);

  const items = (list.data?.mentorChats ?? []).map((chat) => ({
    id: chat.id,
    name: chat.visitor ? `${chat.visitor.fullName} · ${chat.visitor.email} · ${chat.visitor.phone}` : 'Visitor',
    unreadCount: chat.unreadCount,
  }));

  return (
    <ChatLayout
      backTo="/mentor-dashboard"
      backLabel="Dashboard"
      basePath="/mentor-dashboard/chat"
      items={items}
      openId={id}
      emptyText={
        list.data ? 'No chats yet: when a visitor writes to you from your profile, the chat shows here.' : undefined
      }
    >
      {id ? (
        <Conversation key={id} chatId={id} side="mentor" onMissing={missing} onError={failed} onRead={reload} />
      ) : undefined}
    </ChatLayout>
  );
}
