import { useId, useState } from 'react';
import { Checkbox } from 'antd';
import { useMutation } from 'urql';
import { useNotify } from '../../core/use-notify';
import { SetCourseTopicDoneMutation } from './queries';

/**
 * The learner ticks the topics of a booked course they have finished; the progress bar is the share ticked
 * (docs/decisions/0004). Stored on the server per account.
 */
export function TopicChecklist({
  courseId,
  topics,
  completed,
}: {
  courseId: string;
  topics: string[];
  completed: string[];
}) {
  const id = useId();
  const { error } = useNotify();
  const [{ fetching }, setDone] = useMutation(SetCourseTopicDoneMutation);
  // The server answers the new list; the Paid Courses grid refetches on its own (same type in its query).
  const [done, setDoneTopics] = useState(completed);

  // Ticks at once, then takes the server's answer (or goes back on failure).
  const toggle = async (topic: string, checked: boolean) => {
    const before = done;
    setDoneTopics(checked ? [...before, topic] : before.filter((t) => t !== topic));
    const result = await setDone({ courseId, topic, done: checked });
    if (result.error || !result.data) {
      setDoneTopics(before);
      error(result.error);
    } else setDoneTopics(result.data.setCourseTopicDone.completedTopics);
  };

  return (
    <section className="topic-checklist" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Your progress</h3>
      <p className="topic-checklist__hint">Tick each topic once you have finished it.</p>
      <ul>
        {topics.map((topic) => (
          <li key={topic}>
            <Checkbox
              checked={done.includes(topic)}
              disabled={fetching}
              onChange={(e) => void toggle(topic, e.target.checked)}
            >
              {topic}
            </Checkbox>
          </li>
        ))}
      </ul>
    </section>
  );
}
