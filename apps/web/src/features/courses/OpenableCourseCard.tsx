import type { ReactNode } from 'react';
import { cutTitle } from '@eazy2con/shared/course-limits';
import { CourseCover } from './CourseCover';
import type { Course } from './queries';

interface Props {
  course: Course;
  /** Where the title is cut (spec 1 §9: each grid has its own length); the whole title stays in the tooltip. */
  titleMax: number;
  testId: string;
  onOpen: () => void;
  /** What the card shows under the title. */
  children: ReactNode;
}

/** A course card whose cover (play button) and language both open the course dialog (spec 1 §2, §4). */
export function OpenableCourseCard({ course, titleMax, testId, onOpen, children }: Props) {
  return (
    <article className="course-card course-card--static" data-testid={testId}>
      <CourseCover image={course.image} title={course.title} onOpen={onOpen} />
      <div className="course-card__body">
        <button type="button" className="course-card__language" onClick={onOpen}>
          {course.language}
        </button>
        <h3 className="course-card__title" title={course.title}>
          {cutTitle(course.title, titleMax)}
        </h3>
        {children}
      </div>
    </article>
  );
}
