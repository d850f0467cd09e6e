import DataLoader from 'dataloader';
import { pageSize, type Page, type PageArgs } from '../../lib/paging';
import type { LoaderFactories } from '../module-manifest';
import type { CourseCommentRow, CourseWithStats } from './courses.repo';
import type { CoursesService } from './courses.service';

/** One mentor's page of courses, as `Mentor.courses(limit, nextToken)` asks for it. */
export interface MentorCoursesKey extends PageArgs {
  mentorId: string;
}

declare module '../../graphql-core/context' {
  interface RequestLoaders {
    /** Comment counts of every course of a list that asks for them, in one grouped query. */
    courseCommentCounts: DataLoader<string, number>;
    latestCourseComments: DataLoader<string, CourseCommentRow[]>;
    /**
     * `Mentor.courses` of every mentor in a response: the mentors asked with the same page arguments (in practice
     * all of them) are read in one query, whatever the number of mentors.
     */
    mentorCourses: DataLoader<MentorCoursesKey, Page<CourseWithStats>, string>;
  }
}

type Courses = { courses: CoursesService };

export const coursesLoaders = {
  courseCommentCounts: ({ courses }: Courses) => new DataLoader((ids: readonly string[]) => courses.commentCounts(ids)),
  latestCourseComments: ({ courses }: Courses) =>
    new DataLoader((ids: readonly string[]) => courses.latestComments(ids)),
  mentorCourses: ({ courses }: Courses) =>
    new DataLoader<MentorCoursesKey, Page<CourseWithStats>, string>(
      async (keys) => {
        const byPage = new Map<string, { page: PageArgs; mentorIds: string[] }>();
        for (const key of keys) {
          const group = byPage.get(pageKey(key)) ?? {
            page: { limit: key.limit, nextToken: key.nextToken },
            mentorIds: [],
          };
          group.mentorIds.push(key.mentorId);
          byPage.set(pageKey(key), group);
        }
        const pages = new Map<string, Map<string, Page<CourseWithStats>> | Error>();
        await Promise.all(
          [...byPage].map(async ([page, group]) => {
            const result = await courses
              .listByMentors(group.mentorIds, group.page)
              .catch((error: unknown) => asError(error));
            pages.set(page, result);
          }),
        );
        return keys.map((key) => {
          const result = pages.get(pageKey(key));
          if (result instanceof Error) return result;
          return result?.get(key.mentorId) ?? { items: [], nextToken: null };
        });
      },
      { cacheKeyFn: (key) => `${key.mentorId} ${pageKey(key)}` },
    ),
} satisfies LoaderFactories;

/** Page arguments that read the same rows share a key (no limit and limit 20 are one page). */
const pageKey = (page: PageArgs) => `${pageSize(page.limit)} ${page.nextToken ?? ''}`;

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
