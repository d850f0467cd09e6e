import type { BootcampTrackId } from '@eazy2con/shared/bootcamp';
import { businessAndDesignCurricula } from './business-and-design-curricula';
import type { CurriculumWeek } from './curriculum-week';
import { engineeringCurricula } from './engineering-curricula';

/**
 * 'What to Expect' of each track (spec 2 §2): five weeks, each a table of sessions with their time, topics and
 * objectives. Page content, loaded with the modal that shows it (it is not part of the page's first load).
 * Every week has a live evening class and a Saturday lab where learners build with their mentor, in WAT.
 */
export const curricula: Record<BootcampTrackId, CurriculumWeek[]> = {
  ...engineeringCurricula,
  ...businessAndDesignCurricula,
};
