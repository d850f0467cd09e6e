import {
  ADMIN_MESSAGES,
  AdminCourseEditSchema,
  AdminCourseSchema,
  type AdminListInput,
} from '@eazy2con/shared/validation/admin';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { sanitizeRichText } from '../../lib/sanitize';
import { isUuid } from '../../lib/uuid';
import { parseInput } from '../../lib/validate';
import type { Actor, AuditEntry } from '../../lib/audit';
import { mentorFullName } from '../mentors/mentor-status';
import type { MentorsService } from '../mentors/mentors.service';
import type { AdminCoursesRepo, CourseRow } from './admin-courses.repo';

export const COURSE_NOT_FOUND = 'This course was not found';
/** The picture of a course added from /add-courses (the modal has no image field). */
export const ADMIN_COURSE_IMAGE = '/images/courses/default-course.svg';

export interface AdminCourseView extends CourseRow {
  mentors: { id: string; name: string }[];
}

export interface AdminCoursesDeps {
  repo: AdminCoursesRepo;
  mentors: Pick<MentorsService, 'findManyByIds' | 'acceptedOptions'>;
  /**
   * What this service asks of the admin module (declared here so courses does not import admin, which sits above
   * it): its list reader and its audit log, written in this module's transaction. The root passes AdminService.
   */
  admin: AdminLender;
}

/** One page of an admin list and the count of every row matching its search (the admin lists' shape). */
export interface AdminPage<T> {
  items: T[];
  total: number;
}

export interface AdminLender {
  listCourseRows<T>(input: AdminListInput | null | undefined): Promise<AdminPage<T>>;
  audit(actor: Actor, entry: AuditEntry, tx: Tx): Promise<void>;
}

/**
 * The /add-courses page (issue 13): its list with each course's mentors, the mentor picker, add and inline edit.
 * It lives with the courses, their only writer; the admin module lends its list reader and audit log.
 */
export class AdminCoursesService {
  constructor(private readonly deps: AdminCoursesDeps) {}

  async listCourses(input: AdminListInput | null | undefined): Promise<AdminPage<AdminCourseView>> {
    const page = await this.deps.admin.listCourseRows<CourseRow>(input);
    return { ...page, items: await this.withMentors(page.items) };
  }

  /** Accepted mentors for the add-course form's picker (searchable by name). */
  async mentorOptions(search: string | null | undefined): Promise<{ id: string; name: string }[]> {
    const term = search?.trim().slice(0, 100) || null;
    const rows = await this.deps.mentors.acceptedOptions(term, 50);
    return rows.map((m) => ({ id: m.id, name: mentorFullName(m) }));
  }

  /**
   * The add-course modal: a course of the mentors' course list (the `courses` table, docs/decisions/0023), its
   * first mentor as the course's own, all of them in course_mentors. Every mentor named must be accepted.
   */
  async createCourse(actor: Actor, input: unknown): Promise<AdminCourseView> {
    const course = parseInput(AdminCourseSchema, input);
    const mentorIds = [...new Set(course.mentorIds)];
    const row = await this.deps.repo.transaction(async (repo, tx) => {
      const accepted = await this.deps.mentors.findManyByIds(mentorIds, 'ACCEPTED', tx);
      if (accepted.length !== mentorIds.length) {
        throw new AppError('BAD_USER_INPUT', ADMIN_MESSAGES.mentorNotAccepted, {
          fields: { mentorIds: ADMIN_MESSAGES.mentorNotAccepted },
        });
      }
      const [first] = mentorIds;
      if (!first) throw new AppError('BAD_USER_INPUT', ADMIN_MESSAGES.mentors);
      const created = await repo.insertCourse(
        {
          mentorId: first,
          title: course.title,
          // The modal's description is plain text; kept as safe rich text like every course description.
          description: sanitizeRichText(course.description),
          image: ADMIN_COURSE_IMAGE,
          video: course.videoUrl,
          language: course.language,
          topics: course.topics,
          durationHours: course.duration,
        },
        mentorIds,
      );
      await this.deps.admin.audit(
        actor,
        {
          action: 'createAdminCourse',
          targetType: 'course',
          targetId: created.id,
          before: null,
          after: { title: created.title, mentorIds },
        },
        tx,
      );
      return created;
    });
    return this.viewOf(row);
  }

  /** The inline row edit of /add-courses: title, language, duration. */
  async updateCourse(actor: Actor, id: string, input: unknown): Promise<AdminCourseView> {
    const edit = parseInput(AdminCourseEditSchema, input);
    const row = await this.deps.repo.transaction(async (repo, tx) => {
      const before = isUuid(id) ? await repo.findCourse(id) : null;
      if (!before) throw new AppError('NOT_FOUND', COURSE_NOT_FOUND);
      const change = {
        ...(edit.title !== undefined ? { title: edit.title } : {}),
        ...(edit.language !== undefined ? { language: edit.language } : {}),
        ...(edit.duration !== undefined ? { durationHours: edit.duration } : {}),
      };
      const after = Object.keys(change).length > 0 ? await repo.updateCourse(before.id, change) : before;
      if (!after) throw new AppError('NOT_FOUND', COURSE_NOT_FOUND);
      await this.deps.admin.audit(
        actor,
        {
          action: 'updateAdminCourse',
          targetType: 'course',
          targetId: after.id,
          before: { title: before.title, language: before.language, durationHours: before.durationHours },
          after: { title: after.title, language: after.language, durationHours: after.durationHours },
        },
        tx,
      );
      return after;
    });
    return this.viewOf(row);
  }

  private async viewOf(row: CourseRow): Promise<AdminCourseView> {
    const [view] = await this.withMentors([row]);
    if (!view) throw new Error('course view missing');
    return view;
  }

  private async withMentors(rows: CourseRow[]): Promise<AdminCourseView[]> {
    const names = await this.deps.repo.courseMentorNames(rows.map((r) => r.id));
    return rows.map((row) => ({
      ...row,
      mentors: names.filter((n) => n.courseId === row.id).map((n) => ({ id: n.mentorId, name: mentorFullName(n) })),
    }));
  }
}
