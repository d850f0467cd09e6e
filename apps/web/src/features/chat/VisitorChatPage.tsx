import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { CHAT_NOT_FOUND } from '@eazy2con/shared/chat-texts';
import { usePageTitle } from '../../core/use-page-title';
import { useNotify } from '../../core/use-notify';
import { Button } from '../../ui/Button';
import { ChatLayout } from './ChatLayout';
import { Conversation } from './Conversation';
import { CreateChatMutation, ForgetVisitorMutation, VisitorChatsQuery } from './queries';
import { useChatListUpdates } from './use-chat-list-updates';
import { VisitorForm } from './VisitorForm';
import { forgetStoredVisitor, readVisitor, saveVisitor, type StoredVisitor } from './visitor-store';

/**
 * /chat and /chat/{id} for a visitor (spec 1 §2 'Visitor chat', §4, §8): 'Help us reach you' until the visitor is
 * known, then the visitor's chats and the open one. ?mentor={id} opens (or reuses) the chat with that mentor.
 */
export function VisitorChatPage() {
  usePageTitle('Chat');
  const { id } = useParams();
  const [params] = useSearchParams();
  const mentorId = params.get('mentor');
  const navigate = useNavigate();
  const { notification } = useNotify();
  const [visitor, setVisitor] = useState<StoredVisitor | null>(readVisitor);
  const [list, reloadList] = useQuery({
    query: VisitorChatsQuery,
    variables: { id: visitor?.id ?? '' },
    pause: !visitor,
    requestPolicy: 'network-only',
  });
  const [, createChat] = useMutation(CreateChatMutation);
  const [, forgetVisitor] = useMutation(ForgetVisitorMutation);
  const reload = useCallback(() => reloadList({ requestPolicy: 'network-only' }), [reloadList]);

  // Spec 1 §8 'Visitor load failure': only logged; when no visitor comes back, the stored one is removed.
  useEffect(() => {
    if (!visitor || list.fetching) return;
    if (list.error) console.error('chat: the visitor could not be loaded', list.error);
    else if (list.data && !list.data.getVisitor) {
      forgetStoredVisitor();
      setVisitor(null);
    }
  }, [visitor, list]);

  // ?mentor: the chat with that mentor, made once (or reused) as soon as the visitor is known.
  const askedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!visitor || !mentorId || askedFor.current === mentorId) return;
    askedFor.current = mentorId;
    void createChat({ mentorId }).then((result) => {
      if (result.data) void navigate(`/chat/${result.data.createChat.id}`, { replace: true });
      else console.error('chat: the chat could not be created', result.error); // spec 1 §8: ignored in the page
    });
  }, [visitor, mentorId, createChat, navigate]);

  const known = Boolean(list.data?.getVisitor);
  useChatListUpdates(known, reload);

  const forget = async () => {
    await forgetVisitor({});
    forgetStoredVisitor();
    setVisitor(null);
    void navigate('/chat', { replace: true });
  };

  const missing = useCallback(() => {
    notification.error({ title: CHAT_NOT_FOUND, duration: 10 });
    void navigate('/chat', { replace: true });
  }, [navigate, notification]);
  const failed = useCallback((message: string) => notification.error({ title: message, duration: 10 }), [notification]);

  const items = (list.data?.getVisitor?.chats ?? []).map((chat) => ({
    id: chat.id,
    name: chat.mentor ? `${chat.mentor.firstname} ${chat.mentor.lastname}` : 'Mentor',
    unreadCount: chat.unreadCount,
  }));

  if (!visitor) {
    return (
      <ChatLayout backTo="/" backLabel="Back" basePath="/chat" items={[]} openId={undefined}>
        <VisitorForm
          onCreated={(created) => {
            saveVisitor(created);
            setVisitor(created);
          }}
        />
      </ChatLayout>
    );
  }
  return (
    <ChatLayout
      backTo="/"
      backLabel="Back"
      basePath="/chat"
      items={items}
      openId={id}
      emptyText={list.data ? "No chats yet: open a mentor's profile and choose Send Message." : undefined}
      aside={
        <Button type="link" className="chat__forget" onClick={() => void forget()}>
          Forget me on this device
        </Button>
      }
    >
      {id && known ? (
        <Conversation key={id} chatId={id} side="visitor" onMissing={missing} onError={failed} onRead={reload} />
      ) : undefined}
    </ChatLayout>
  );
}
