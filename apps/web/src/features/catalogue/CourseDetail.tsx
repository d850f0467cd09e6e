import { memo } from 'react';
import { IntroVideoSection } from '../courses/public';
import { Hydrate } from '../../ui/Hydrate';
import { serverDrawn } from '../../ui/ServerDrawn';
import type { CatalogueCourseDetail } from './queries';

/** The course page body shared by adult and kid catalogue courses. */
export function CourseDetail({ course, action }: { course: CatalogueCourseDetail; action?: React.ReactNode }) {
  const mentor = course.mentor;
  return (
    <article className="course-page">
      <header className="course-page__hero">
        <div>
          <p className="eyebrow">{course.ageRange ?? course.profession}</p>
          <h1>{course.title}</h1>
          {mentor && (
            <p className="course-page__mentor-line">
              with {mentor.firstname} {mentor.lastname} · {mentor.specialization}
            </p>
          )}
          <p>{course.description}</p>
          {action}
        </div>
        {/* Above the fold, and usually the page's largest paint: fetched first. */}
        <img src={course.image} alt="" width={560} height={315} fetchPriority="high" className="course-page__image" />
      </header>

      <CourseReadingSections course={course} />

      <CourseFaqs course={course} />
    </article>
  );
}

const loadReading = () => import('./CourseReading');
const CourseGains = serverDrawn(() => loadReading().then((module) => module.CourseGains), { belowFold: true });
const CourseAbout = serverDrawn(() => loadReading().then((module) => module.CourseAbout), { belowFold: true });
const CourseMentor = serverDrawn(() => loadReading().then((module) => module.CourseMentor), { belowFold: true });
/** Native disclosures (ui/FaqList): a question opens on a press with no script, so the FAQ is kept too. */
const CourseFaqs = serverDrawn(() => loadReading().then((module) => module.CourseFaqs), { belowFold: true });

/**
 * What the course teaches, its video and its mentor: below the fold. The text and the mentor only show: kept as the
 * server drew them, their code (the rich text's sanitiser among it) not loaded when the page becomes the app's
 * (CourseReading.tsx, issue 38). The video answers a press: it hydrates when it comes near the screen or is touched
 * (issue 27), memoised on the course (the same object while the page's query does not change), since a re-render of
 * the page before it hydrated would make React drop the server's HTML and draw it again.
 */
const CourseReadingSections = memo(function CourseReadingSections({ course }: { course: CatalogueCourseDetail }) {
  return (
    <>
      <CourseGains course={course} />
      <CourseAbout course={course} />
      <Hydrate>
        <IntroVideoSection
          video={course.video}
          courseTitle={course.title}
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
        />
      </Hydrate>
      {course.mentor && <CourseMentor mentor={course.mentor} />}
    </>
  );
});
