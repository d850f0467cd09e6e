import { MODULE_CARD_TITLE_MAX } from '@eazy2con/shared/course-limits';
import { CourseFacts } from './CourseFacts';
import { OpenableCourseCard } from './OpenableCourseCard';
import type { Course } from './queries';

/** A card of the All Modules grid: the title is cut at 33 characters (spec 1 §9). */
export function ModuleCard({ course, onOpen }: { course: Course; onOpen: () => void }) {
  return (
    <OpenableCourseCard course={course} titleMax={MODULE_CARD_TITLE_MAX} testId="module-card" onOpen={onOpen}>
      <CourseFacts course={course} />
    </OpenableCourseCard>
  );
}
