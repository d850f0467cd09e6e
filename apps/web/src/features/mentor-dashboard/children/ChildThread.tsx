import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { CHILD_MESSAGE_TOO_LONG, ChildMessageSchema } from '@eazy2con/shared/validation/families';
import { apiErrorMessage, apiFieldErrors } from '../../../core/graphql/errors';
import { Button } from '../../../ui/Button';
import { TextArea } from '../../../ui/inputs';
import { Notice } from '../../../ui/Notice';
import { ChildMessagesQuery, MessageChildMutation, type TaughtChild } from './queries';

export const PARENTS_READ = 'Parents read every message you send to their child.';
/** The shared schema's limit, for the text box (its message says the same number). */
const MAX_MESSAGE = 2000;

const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** One child the mentor teaches: their first name and age band, the mentor's messages to them, and a new one. */
export function ChildThread({ child }: { child: TaughtChild }) {
  const id = useId();
  const [{ data, error }, refetch] = useQuery({
    query: ChildMessagesQuery,
    variables: { childId: child.id },
    requestPolicy: 'cache-and-network',
  });
  const [sending, send] = useMutation(MessageChildMutation);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const messages = data?.childActivity.messages ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The shared schema the server parses with: the same message for an empty or too long text.
    const parsed = ChildMessageSchema.safeParse({ text });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? CHILD_MESSAGE_TOO_LONG);
    const result = await send({ childId: child.id, text: parsed.data.text });
    if (result.error) return setProblem(apiFieldErrors(result.error).text ?? apiErrorMessage(result.error));
    setText('');
    setProblem(null);
    // Asked again rather than appended: the thread is the server's, in its order.
    refetch({ requestPolicy: 'network-only' });
  };

  return (
    <section aria-labelledby={`${id}-name`}>
      <h2 id={`${id}-name`} className="mentor-children__name">
        {child.firstName} <span className="mentor-children__age">{child.ageBand}</span>
      </h2>
      {error && !data ? (
        <Notice type="error" title="Your messages could not be loaded" description={apiErrorMessage(error)} />
      ) : messages.length === 0 ? (
        <p className="mentor-children__none">{data ? 'No messages yet.' : 'Loading…'}</p>
      ) : (
        <ol className="mentor-children__messages" aria-label={`Messages with ${child.firstName}`}>
          {messages.map((m) => (
            <li key={m.id}>
              <p className="mentor-children__text">{m.text}</p>
              <time dateTime={m.at}>{timeFormat.format(new Date(m.at))}</time>
            </li>
          ))}
        </ol>
      )}
      <form className="mentor-children__compose" onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={`${id}-text`}>Message {child.firstName}</label>
        <TextArea
          id={`${id}-text`}
          rows={3}
          value={text}
          maxLength={MAX_MESSAGE}
          aria-invalid={Boolean(problem)}
          aria-describedby={`${id}-note`}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
        />
        <p id={`${id}-note`} className="mentor-children__note">
          {PARENTS_READ}
        </p>
        {problem && <Notice type="error" title={problem} />}
        <Button type="primary" htmlType="submit" loading={sending.fetching}>
          Send
        </Button>
      </form>
    </section>
  );
}
