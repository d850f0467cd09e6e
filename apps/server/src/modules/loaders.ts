import DataLoader from 'dataloader';
import { pageSize, type Page, type PageArgs } from '../lib/paging';
import type { MentorCounters, MentorRow } from './mentors/mentors.repo';
import type { MentorsService, ReviewStats } from './mentors/mentors.service';
import type { CoursesService } from './courses/courses.service';
import type { CourseCommentRow, CourseWithStats } from './courses/courses.repo';
import type { LedgerService } from './ledger/ledger.service';

/** One mentor's page of courses, as `Mentor.courses(limit, nextToken)` asks for it. */
export interface MentorCoursesKey extends PageArgs {
  mentorId: string;
}

/** Batches mentor lookups by id; an id the lookup does not return (unknown, or filtered out) loads as null. */
function mentorsById(find: (ids: string[]) => Promise<MentorRow[]>) {
  return new DataLoader<string, MentorRow | null>(async (ids) => {
    const byId = new Map((await find([...ids])).map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}

/**
 * Per-request batching, so a list of N items that each show a mentor costs one query, not N. Each loader is made on
 * its first use: most requests need none or one of them, and making them all for every request was only garbage.
 */
export class Loaders {
  #publicMentorById?: DataLoader<string, MentorRow | null>;
  #anyMentorById?: DataLoader<string, MentorRow | null>;
  #mentorCounters?: DataLoader<string, MentorCounters>;
  #mentorReviewStats?: DataLoader<string, ReviewStats>;
  #courseCommentCounts?: DataLoader<string, number>;
  #latestCourseComments?: DataLoader<string, CourseCommentRow[]>;
  #mentorCourses?: DataLoader<MentorCoursesKey, Page<CourseWithStats>, string>;
  #mentorAccountBalance?: DataLoader<string, number>;

  constructor(
    private readonly services: {
      mentors: MentorsService;
      courses: CoursesService;
      ledger: { service: Pick<LedgerService, 'availableKobo'> };
    },
  ) {}

  /**
   * A mentor's account balance in whole naira (the spec's `accountBalance`): what the ledger says they may be paid
   * now, summed from its entries (decision 0033), never a stored figure; every mentor of a response in one query.
   * Only for the owner's or an admin's fields.
   */
  get mentorAccountBalance() {
    return (this.#mentorAccountBalance ??= new DataLoader(async (ids: readonly string[]) =>
      (await this.services.ledger.service.availableKobo(ids)).map((kobo) => Math.floor(kobo / 100)),
    ));
  }

  /** A course's mentor as the public may see it: ACCEPTED mentors only (a declined one is not shown). */
  get publicMentorById() {
    return (this.#publicMentorById ??= mentorsById((ids) => this.services.mentors.findPublicByIds(ids)));
  }

  /**
   * A mentor of any status (declined, in review): only for fields of admin types, which only an admin's query
   * reaches (the admin guard sits on every admin root field).
   */
  get anyMentorById() {
    return (this.#anyMentorById ??= mentorsById((ids) => this.services.mentors.findAnyByIds(ids)));
  }

  /** Profile counters (students, classes, courses) of every mentor in a response, in one query. */
  get mentorCounters() {
    return (this.#mentorCounters ??= new DataLoader((ids: readonly string[]) => this.services.mentors.counters(ids)));
  }

  /** Review figures of every mentor in a response (a directory page), in one grouped query. */
  get mentorReviewStats() {
    return (this.#mentorReviewStats ??= new DataLoader((ids: readonly string[]) =>
      this.services.mentors.reviewStats(ids),
    ));
  }

  /** Comment counts of every course of a list that asks for them, in one grouped query. */
  get courseCommentCounts() {
    return (this.#courseCommentCounts ??= new DataLoader((ids: readonly string[]) =>
      this.services.courses.commentCounts(ids),
    ));
  }

  get latestCourseComments() {
    return (this.#latestCourseComments ??= new DataLoader((ids: readonly string[]) =>
      this.services.courses.latestComments(ids),
    ));
  }

  /**
   * `Mentor.courses` of every mentor in a response: the mentors asked with the same page arguments (in practice
   * all of them) are read in one query, whatever the number of mentors.
   */
  get mentorCourses() {
    return (this.#mentorCourses ??= new DataLoader<MentorCoursesKey, Page<CourseWithStats>, string>(
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
            const result = await this.services.courses
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
    ));
  }
}

/** Page arguments that read the same rows share a key (no limit and limit 20 are one page). */
const pageKey = (page: PageArgs) => `${pageSize(page.limit)} ${page.nextToken ?? ''}`;

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
