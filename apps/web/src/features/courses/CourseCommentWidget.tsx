import { formatCalendarDate } from '@eazy2con/shared/calendar-text';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { TextArea, TextInput } from '../../ui/inputs';
import { useMutation } from 'urql';
import { COMMENT_MAX_LENGTH } from '@eazy2con/shared/course-limits';
import { apiErrorMessage, apiFieldErrors } from '../../core/graphql/errors';
import { loadCourseChecks } from './course-checks';
import { InlineError } from './InlineError';
import { CommentCourseMutation, type CourseComment } from './queries';

/**
 * Leave a comment on a course (stored on the server); the newest comments are listed under the form. The course
 * query asks to be refreshed whenever a CourseComment is created, so a new comment shows without a reload.
 */
export function CourseCommentWidget({
  courseId,
  comments,
  commentCount,
}: {
  courseId: string;
  comments: CourseComment[];
  commentCount: number;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [thanks, setThanks] = useState(false);
  const [{ fetching }, comment] = useMutation(CommentCourseMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setThanks(false);
    const { CommentCourseSchema, fieldErrors } = await loadCourseChecks();
    const parsed = CommentCourseSchema.safeParse({ courseId, text, name });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const result = await comment({ courseId, text: parsed.data.text, name: parsed.data.name });
    if (result.error) {
      const fields = apiFieldErrors(result.error);
      setErrors(Object.keys(fields).length > 0 ? fields : { _: apiErrorMessage(result.error) });
      return;
    }
    setText('');
    setThanks(true);
  };

  return (
    <section className="course-widget" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Comments ({commentCount})</h3>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={`${id}-name`}>Your name (optional)</label>
        <TextInput
          id={`${id}-name`}
          autoComplete="name"
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
        />
        <label htmlFor={`${id}-text`}>Your comment</label>
        <TextArea
          id={`${id}-text`}
          rows={3}
          value={text}
          maxLength={COMMENT_MAX_LENGTH}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={Boolean(errors.text)}
          aria-describedby={errors.text ? `${id}-text-error` : undefined}
        />
        <InlineError id={`${id}-text-error`} message={errors.text} />
        <InlineError id={`${id}-error`} message={errors._ ?? errors.name ?? errors.courseId} />
        <Button htmlType="submit" type="primary" loading={fetching} className="course-widget__submit">
          Post comment
        </Button>
        {thanks && (
          <p className="course-widget__thanks" role="status">
            Thank you for your comment!
          </p>
        )}
      </form>
      {comments.length > 0 && (
        <ul className="course-comments" aria-label="Latest comments" data-testid="course-comments">
          {comments.map((c) => (
            <li key={c.id} className="course-comments__item">
              <p className="course-comments__meta">
                <strong>{c.name ?? 'Anonymous'}</strong> ·{' '}
                <time dateTime={c.createdAt}>
                  {formatCalendarDate(new Date(c.createdAt), { month: 'short', zone: 'local' })}
                </time>
              </p>
              <p className="course-comments__text">{c.text}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
