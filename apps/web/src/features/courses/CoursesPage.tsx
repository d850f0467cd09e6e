import { usePageTitle } from '../../core/use-page-title';
import { MentorCourseCard } from './MentorCourseCard';
import { PagedCourseGrid } from './PagedCourseGrid';
import './courses.css';

/** Every course of an accepted mentor, newest first (spec 1 §2: where a course booking lands). */
export function CoursesPage() {
  usePageTitle('Courses');
  return (
    <div className="page">
      <header className="page__header">
        <h1>Courses</h1>
        <p>Courses taught one-on-one by our mentors. Open one to see its topics, what learners say, and to book it.</p>
      </header>
      <PagedCourseGrid
        search={null}
        emptyText="No courses yet. Please check back soon."
        renderCard={(course) => <MentorCourseCard course={course} />}
      />
    </div>
  );
}
