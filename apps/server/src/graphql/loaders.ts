import DataLoader from 'dataloader';
import type { Services } from '../app-deps';
import type { MentorRow } from '../modules/mentors/mentors.repo';
import type { CourseCommentRow } from '../modules/courses/courses.repo';

/** Per-request batching, so a list of N items that each show a mentor costs one query, not N. */
export function createLoaders(services: Services) {
  return {
    /** A course's mentor as the public may see it: ACCEPTED mentors only (a declined one is not shown). */
    publicMentorById: new DataLoader<string, MentorRow | null>(async (ids) => {
      const rows = await services.mentors.findPublicByIds([...ids]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    latestCourseComments: new DataLoader<string, CourseCommentRow[]>((ids) => services.courses.latestComments(ids)),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
