import { MENTOR_COURSE_MESSAGES as M, MentorCourseSchema } from '@eazy2con/shared/validation/mentor-course';
import { AppError } from '../../lib/app-error';
import { sanitizeRichText } from '../../lib/sanitize';
import { isUuid } from '../../lib/uuid';
import { parseInput } from '../../lib/validate';
import type { MentorViewer } from '../accounts/viewer';
import type { CourseWithStats } from './courses.repo';
import type { CoursesService } from './courses.service';
import type { AttachedFiles } from '../files/attached-files';
import type { CourseEditingRepo, CourseWrite, OwnedCourse } from './course-editing.repo';

/**
 * A mentor's own courses (spec 3 §2.2, §4): create, change and delete, for the course's mentor only. The
 * description is sanitised on write; the image and video are uploads this mentor made; a replaced or removed file
 * is deleted once the course no longer points at it.
 */
export class CourseEditingService {
  constructor(private readonly deps: { repo: CourseEditingRepo; courses: CoursesService; files: AttachedFiles }) {}

  async create(viewer: MentorViewer, input: unknown): Promise<CourseWithStats> {
    const write = await this.prepare(viewer, input);
    const id = await this.deps.repo.insert(viewer.mentor.id, write);
    return this.read(id);
  }

  async update(viewer: MentorViewer, id: string, input: unknown): Promise<CourseWithStats> {
    const course = await this.owned(viewer, id);
    const write = await this.prepare(viewer, input);
    await this.deps.repo.update(course.id, write);
    await this.releaseReplaced(course, write);
    return this.read(course.id);
  }

  async delete(viewer: MentorViewer, id: string): Promise<string> {
    const course = await this.owned(viewer, id);
    if (!(await this.deps.repo.delete(course.id))) throw new AppError('CONFLICT', M.hasBookings);
    await this.releaseReplaced(course, { imageKey: null, videoKey: null });
    return course.id;
  }

  /** The course, when it exists ('Course does not exist') and is this mentor's ('Unauthorized'). */
  async owned(viewer: MentorViewer, id: string): Promise<OwnedCourse> {
    const course = isUuid(id) ? await this.deps.repo.find(id) : null;
    if (!course) throw new AppError('NOT_FOUND', M.notFound);
    if (course.mentorId !== viewer.mentor.id) throw new AppError('FORBIDDEN', M.unauthorized);
    return course;
  }

  private async prepare(viewer: MentorViewer, input: unknown): Promise<CourseWrite> {
    const course = parseInput(MentorCourseSchema, input);
    const description = sanitizeRichText(course.description);
    if (!description) throw new AppError('BAD_USER_INPUT', M.description, { fields: { description: M.description } });
    // Attaching is idempotent: a key the course already holds answers its URL again.
    const files = this.deps.files;
    const image = await files.attach(course.imageKey, viewer.mentor.id, 'course-image');
    const video = course.videoKey ? await files.attach(course.videoKey, viewer.mentor.id, 'course-video') : null;
    return {
      title: course.title,
      description,
      image,
      imageKey: course.imageKey,
      video,
      videoKey: video ? course.videoKey : null,
      topics: course.topics,
      durationHours: course.durationHours,
    };
  }

  private async releaseReplaced(before: OwnedCourse, after: { imageKey: string | null; videoKey: string | null }) {
    for (const [old, now] of [
      [before.imageKey, after.imageKey],
      [before.videoKey, after.videoKey],
    ] as const) {
      if (old && old !== now) await this.deps.files.release(old);
    }
  }

  private async read(id: string): Promise<CourseWithStats> {
    const course = await this.deps.courses.getPublic(id);
    if (!course) throw new AppError('NOT_FOUND', M.notFound);
    return course;
  }
}
