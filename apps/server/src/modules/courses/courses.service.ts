import { CommentCourseSchema, CourseTopicSchema, LATEST_COMMENTS } from '@eazy2con/shared/validation/courses';
import { AppError } from '../../lib/app-error';
import { pageRequest, readPage, toPage, type CursorShape, type Page, type PageArgs } from '../../lib/paging';
import { parseInput } from '../../lib/validate';
import { isUuid } from '../../lib/uuid';
import type { CourseCommentRow, CourseQuery, CoursesRepo, CourseWithStats } from './courses.repo';

export const COURSE_NOT_FOUND = 'Course does not exist';
export const NOT_BOOKED = 'You have not booked this course';
export const NOT_A_TOPIC = 'This topic is not part of the course';
const SEARCH_MAX_LENGTH = 100;

export interface CourseFilter {
  mentorId?: string | null;
  search?: string | null;
  language?: string | null;
}

/** A booked course as its learner sees it: with the topics they marked finished. */
export interface MyCourse {
  course: CourseWithStats;
  completedTopics: string[];
}

interface Learner {
  userId: string;
  email: string;
  emailVerified: boolean;
}

/** Courses are listed newest first: the cursor is created_at (as PostgreSQL prints it) and the uuid. */
const COURSE_CURSOR: CursorShape = { at: 'timestamp', id: 'uuid' };
const cursorOfCourse = (row: CourseWithStats) => ({ at: row.cursorAt, id: row.id });

export class CoursesService {
  constructor(private readonly repo: CoursesRepo) {}

  /** The public list: only courses of ACCEPTED mentors (spec 1 §4). */
  listPublic(filter: CourseFilter | null | undefined, page: PageArgs): Promise<Page<CourseWithStats>> {
    if (filter?.mentorId && !isUuid(filter.mentorId)) return Promise.resolve({ items: [], nextToken: null });
    return this.list({ ...cleanFilter(filter), acceptedOnly: true }, page);
  }

  /**
   * Mentor.courses for every mentor of a response at once (a per-request loader batches them): one page of each
   * mentor's courses, as shown on the mentor record the caller could already read, in one query.
   */
  async listByMentors(mentorIds: readonly string[], page: PageArgs): Promise<Map<string, Page<CourseWithStats>>> {
    const request = pageRequest(page, COURSE_CURSOR);
    const rows = await this.repo.listPerMentor(mentorIds, request.take, request.after);
    return new Map(
      mentorIds.map((id) => [
        id,
        toPage(
          rows.filter((row) => row.mentorId === id),
          request,
          cursorOfCourse,
        ),
      ]),
    );
  }

  /**
   * The courses a learner booked with the e-mail of their account, with their progress. Checkout needs no account,
   * so the e-mail is the only link; it counts only once the account has proved it owns that address, and only
   * bookings whose e-mail was confirmed (course-bookings.service.ts) count.
   */
  async listMine(learner: Learner, filter: CourseFilter | null | undefined, page: PageArgs): Promise<Page<MyCourse>> {
    if (!learner.emailVerified) return { items: [], nextToken: null };
    const query = { language: cleanFilter(filter).language, bookedBy: learner.email.toLowerCase(), acceptedOnly: true };
    const courses = await this.list(query, page);
    const progress = await this.repo.progressFor(
      learner.userId,
      courses.items.map((c) => c.id),
    );
    const done = new Map(progress.map((p) => [p.courseId, p.completedTopics]));
    return {
      items: courses.items.map((course) => ({ course, completedTopics: done.get(course.id) ?? [] })),
      nextToken: courses.nextToken,
    };
  }

  /** Marks one topic of a booked course finished or not; only the learner who booked it may. */
  async setTopicDone(learner: Learner, input: unknown): Promise<MyCourse> {
    const { courseId, topic, done } = parseInput(CourseTopicSchema, input);
    const course = await this.requirePublic(courseId);
    if (!learner.emailVerified || !(await this.repo.hasBooked(learner.email.toLowerCase(), courseId))) {
      throw new AppError('FORBIDDEN', NOT_BOOKED);
    }
    if (!course.topics.includes(topic)) throw new AppError('BAD_USER_INPUT', NOT_A_TOPIC);
    const completedTopics = await this.repo.setTopicDone(learner.userId, courseId, topic, done);
    return { course, completedTopics };
  }

  /** Unknown or non-public ids answer null, which the page shows as 'Course does not exist'. */
  getPublic(id: string): Promise<CourseWithStats | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return this.repo.findById(id, true);
  }

  async comment(input: unknown): Promise<CourseCommentRow> {
    const { courseId, text, name, email } = parseInput(CommentCourseSchema, input);
    await this.requirePublic(courseId);
    return this.repo.insertComment({ courseId, text, name, email });
  }

  /** The newest comments of each course, for a batch of courses (used by a per-request loader). */
  async commentCounts(courseIds: readonly string[]): Promise<number[]> {
    const counts = await this.repo.commentCounts(courseIds);
    return courseIds.map((id) => counts.get(id) ?? 0);
  }

  async latestComments(courseIds: readonly string[]): Promise<CourseCommentRow[][]> {
    const rows = await this.repo.latestComments(courseIds, LATEST_COMMENTS);
    return courseIds.map((id) => rows.filter((row) => row.courseId === id));
  }

  private list(query: CourseQuery, page: PageArgs): Promise<Page<CourseWithStats>> {
    return readPage(page, COURSE_CURSOR, ({ take, after }) => this.repo.list(query, take, after), cursorOfCourse);
  }

  private async requirePublic(courseId: string): Promise<CourseWithStats> {
    const course = await this.getPublic(courseId);
    if (!course) throw new AppError('NOT_FOUND', COURSE_NOT_FOUND);
    return course;
  }
}

function cleanFilter(filter: CourseFilter | null | undefined): CourseFilter {
  const clean = (value: string | null | undefined) => value?.trim().slice(0, SEARCH_MAX_LENGTH) || null;
  return { mentorId: filter?.mentorId ?? null, search: clean(filter?.search), language: clean(filter?.language) };
}

/**
 * Percent of the course's current topics the learner finished, rounded down so that 100 means every topic.
 * A course without topics has nothing to finish yet: 0.
 */
export function progressOf({ course, completedTopics }: MyCourse): number {
  if (course.topics.length === 0) return 0;
  const done = course.topics.filter((topic) => completedTopics.includes(topic)).length;
  return Math.floor((100 * done) / course.topics.length);
}
