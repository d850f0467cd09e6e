import { memo, useState } from 'react';
import { IntroVideoSection } from '../courses/public';
import { Accordion } from '../../ui/Accordion';
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

      {course.faqs.length > 0 && (
        <section className="course-page__section" aria-labelledby="faq">
          <h2 id="faq">Frequently asked questions</h2>
          <CourseFaqs faqs={course.faqs} />
        </section>
      )}
    </article>
  );
}

const loadReading = () => import('./CourseReading');
const CourseGains = serverDrawn(() => loadReading().then((module) => module.CourseGains), { belowFold: true });
const CourseAbout = serverDrawn(() => loadReading().then((module) => module.CourseAbout), { belowFold: true });
const CourseMentor = serverDrawn(() => loadReading().then((module) => module.CourseMentor), { belowFold: true });

/**
 * What the course teaches, its video and its mentor: below the fold. The text and the mentor only show: kept as the
 * server drew them, their code (the rich text's sanitiser among it) not loaded when the page becomes the app's
 * (CourseReading.tsx, issue 38). The video answers a press: it hydrates when it comes near the screen or is touched
 * (issue 27), memoised on the course (the same object while the page's query does not change), since a re-render of
 * the page before it hydrated would make React drop the server's HTML and draw it again. The FAQ stays out: a tap on
 * a question must open it, and React does not replay a click on a section still waiting.
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

/** The course's own questions, one answer open at a time. */
function CourseFaqs({ faqs }: { faqs: CatalogueCourseDetail['faqs'] }) {
  const [open, setOpen] = useState<string | undefined>(undefined);
  return (
    <Accordion
      openKey={open}
      onToggle={setOpen}
      items={faqs.map((faq, index) => ({ key: String(index), label: faq.question, children: <p>{faq.answer}</p> }))}
    />
  );
}
