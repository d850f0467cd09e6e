import { CourseCard } from './CourseCard';
import type { CatalogueCourseCard } from './queries';

/**
 * The catalogue's cards, each leading to `{basePath}/{id}`. They only show: kept as the server drew them when the
 * page becomes the app's, never hydrated (FeaturedCoursesPage draws them with ui/ServerDrawn, issue 38), so this
 * module loads only when the browser draws the list itself.
 */
export function CourseGrid({ courses, basePath }: { courses: readonly CatalogueCourseCard[]; basePath: string }) {
  return (
    <div className="course-grid">
      {courses.map((course) => (
        <CourseCard key={course.id} course={course} to={`${basePath}/${course.id}`} />
      ))}
    </div>
  );
}
