import './courses.graphql';
import './course-editing.graphql';
import { attachedFiles } from '../files/attached-files';
import type { ModuleManifest } from '../module-manifest';
import { AdminCoursesRepo } from './admin-courses.repo';
import { AdminCoursesService } from './admin-courses.service';
import { CourseBookingsRepo } from './course-bookings.repo';
import { CourseBookingsService } from './course-bookings.service';
import { CourseEditingRepo } from './course-editing.repo';
import { CourseEditingService } from './course-editing.service';
import { CourseRatingsRepo } from './course-ratings.repo';
import { CourseRatingsService } from './course-ratings.service';
import { CoursesRetentionRepo } from './courses-retention.repo';
import { coursesLoaders } from './courses.loaders';
import { CoursesRepo } from './courses.repo';
import { CoursesService } from './courses.service';
import { CoursesPersonalData } from './courses-personal-data.repo';

declare module '../../graphql-core/context' {
  interface AppServices {
    courses: CoursesService;
    courseEditing: CourseEditingService;
    courseBookings: CourseBookingsService;
    courseRatings: CourseRatingsService;
    adminCourses: AdminCoursesService;
  }
}
declare module '../personal-data' {
  interface PersonalDataOwners {
    courses: CoursesPersonalData;
  }
}

/** Courses: the list, a mentor's editing, bookings and ratings, the admin's review, and their GraphQL (above). */
export const coursesModule = {
  name: 'courses',
  services: {
    courses: (c) => new CoursesService(new CoursesRepo(c.db)),
    courseEditing: (c) =>
      new CourseEditingService({
        repo: new CourseEditingRepo(c.db),
        courses: c.use('courses'),
        files: attachedFiles(c.use('files')),
      }),
    courseBookings: (c) =>
      new CourseBookingsService({
        repo: new CourseBookingsRepo(c.db),
        courses: c.use('courses'),
        mail: c.use('mail'),
        site: c.config.site,
        publicUrl: c.config.publicUrl,
      }),
    courseRatings: (c) =>
      new CourseRatingsService({ ...c.part('codeDeps'), repo: new CourseRatingsRepo(c.db), courses: c.use('courses') }),
    adminCourses: (c) =>
      new AdminCoursesService({ repo: new AdminCoursesRepo(c.db), mentors: c.use('mentors'), admin: c.use('admin') }),
  },
  loaders: coursesLoaders,
  retention: { courses: (db) => new CoursesRetentionRepo(db) },
  personalData: { courses: (c) => new CoursesPersonalData(c.db) },
} satisfies ModuleManifest;
