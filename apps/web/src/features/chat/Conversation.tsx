import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CHAT_MESSAGE_MAX } from '@eazy2con/shared/chat-texts';
import { Button } from '../../ui/Button';
import { TextArea } from '../../ui/inputs';
import { useConversation, type ConversationOptions } from './use-conversation';

const timeFormat = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

/**
 * An open chat: who it is with, the messages ascending (each as plain text: React escapes it, nothing is read as
 * HTML), and the box to write in, which clears once a message is sent.
 */
export function Conversation(options: ConversationOptions) {
  const { chat, messages, loading, send } = useConversation(options);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const end = useRef<HTMLLIElement>(null);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || sending) return;
    setSending(true);
    const sent = await send(text);
    setSending(false);
    if (sent) setText('');
  };

  if (loading || !chat) return <p className="chat__empty">Loading…</p>;
  const mine = (fromMentor: boolean) => fromMentor === (options.side === 'mentor');
  return (
    <section className="chat__conversation" aria-label="Conversation">
      <header className="chat__with">
        {options.side === 'visitor' ? (
          <h2>{chat.mentor ? `${chat.mentor.firstname} ${chat.mentor.lastname}` : 'Mentor'}</h2>
        ) : (
          <>
            <h2>{chat.visitor?.fullName}</h2>
            <p className="chat__contact">
              {chat.visitor && <a href={`mailto:${chat.visitor.email}`}>{chat.visitor.email}</a>}
              {chat.visitor && <a href={`tel:${chat.visitor.phone}`}>{chat.visitor.phone}</a>}
            </p>
          </>
        )}
      </header>
      <ol className="chat__messages" aria-label="Messages" aria-live="polite">
        {messages.map((m) => (
          <li key={m.id} className={`chat__message${mine(m.fromMentor) ? ' chat__message--mine' : ''}`}>
            <p className="chat__text">{m.text}</p>
            <time dateTime={m.createdAt}>{timeFormat.format(new Date(m.createdAt))}</time>
          </li>
        ))}
        <li ref={end} aria-hidden="true" className="chat__end" />
      </ol>
      <form className="chat__compose" onSubmit={(e) => void submit(e)}>
        <label htmlFor="chat-message" className="visually-hidden">
          Message
        </label>
        <TextArea
          id="chat-message"
          rows={2}
          value={text}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder="Type a message"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) void submit(e);
          }}
        />
        <Button type="primary" htmlType="submit" loading={sending}>
          Send
        </Button>
      </form>
    </section>
  );
}
