import { Progress } from 'antd';
import { PAID_CARD_TITLE_MAX } from '@eazy2con/shared/course-limits';
import { formatDuration, formatTopicCount, progressLabel } from './course-format';
import { OpenableCourseCard } from './OpenableCourseCard';
import type { MyCourse } from './queries';

/**
 * A booked course on Paid Courses: title cut at 35 characters; the bar shows the share of topics the learner
 * ticked, 'Task completed' in green at exactly 100 %, else 'Task in progress' (spec 1 §4).
 */
export function PaidCourseCard({ item, onOpen }: { item: MyCourse; onOpen: () => void }) {
  const { course, progress } = item;
  const completed = progress === 100;
  return (
    <OpenableCourseCard course={course} titleMax={PAID_CARD_TITLE_MAX} testId="paid-course-card" onOpen={onOpen}>
      <Progress
        percent={progress}
        status={completed ? 'success' : 'normal'}
        size="small"
        aria-label={`${course.title} progress`}
      />
      <p className={completed ? 'progress-label progress-label--done' : 'progress-label'} data-testid="progress-label">
        {progressLabel(progress)}
      </p>
      <p className="course-card__facts">
        <span>{formatTopicCount(course.topics.length)}</span>
        <span>{formatDuration(course.duration)}</span>
      </p>
    </OpenableCourseCard>
  );
}
