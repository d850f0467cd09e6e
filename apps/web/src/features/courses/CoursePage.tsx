import { Link, useParams } from 'react-router';
import { apiErrorMessage } from '../../core/graphql/errors';
import { usePageTitle } from '../../core/use-page-title';
import { Notice } from '../../ui/Notice';
import { LoadingBlock } from '../../ui/Skeleton';
import { CourseNotFound } from './CourseNotFound';
import { AboutClassSection, IntroVideoSection } from './CoursePageSections';
import { LinkButton } from '../../ui/LinkButton';
import { courseScope, ratingSummary } from './course-format';
import { CourseFeedback } from './CourseFeedback';
import { StarRating } from './StarRating';
import { useCourse } from './use-course';
import './courses.css';

/** A mentor's course, /courses/{id} (spec 1 §2): details, its mentor, real ratings and comments, Book Now. */
export function CoursePage() {
  const { id = '' } = useParams();
  const [{ data, fetching, error }] = useCourse(id);
  const course = data?.getCourse;
  usePageTitle(course?.title ?? (fetching ? undefined : 'Course does not exist'));

  if (fetching && !data) return <LoadingBlock className="page" rows={10} />;
  if (error) return <Notice className="page" type="error" title={apiErrorMessage(error)} />;
  if (!course) return <CourseNotFound />;

  return (
    <article className="course-page">
      <header className="course-page__hero">
        <div>
          <p className="eyebrow">{course.language}</p>
          <h1>{course.title}</h1>
          {course.mentor && (
            <p className="course-page__mentor-line">
              with{' '}
              <Link to={`/mentors/${course.mentor.id}`}>
                {course.mentor.firstname} {course.mentor.lastname}
              </Link>{' '}
              · {course.mentor.specialization}
            </p>
          )}
          <p className="course-page__facts">
            <StarRating rating={course.rating} students={course.students} />
            <span>{ratingSummary(course.rating, course.ratingCount)}</span>
          </p>
          {courseScope(course.topics.length, course.duration) && (
            <p>{courseScope(course.topics.length, course.duration)}</p>
          )}
          <LinkButton type="primary" size="large" to={`/checkout/${course.id}`}>
            Book Now
          </LinkButton>
        </div>
        {/* Above the fold, and usually the page's largest paint: fetched first. */}
        <img src={course.image} alt="" width={560} height={315} fetchPriority="high" className="course-page__image" />
      </header>

      <AboutClassSection html={course.description}>
        {course.topics.length > 0 && (
          <aside className="course-page__aside" aria-labelledby="topics">
            <h2 id="topics" className="course-page__aside-title">
              Topics
            </h2>
            <ol>
              {course.topics.map((topic) => (
                <li key={topic}>{topic}</li>
              ))}
            </ol>
          </aside>
        )}
      </AboutClassSection>

      <IntroVideoSection video={course.video} courseTitle={course.title} />

      <section className="course-page__section" aria-labelledby="feedback">
        <h2 id="feedback">What learners say</h2>
        <CourseFeedback course={course} />
      </section>
    </article>
  );
}
