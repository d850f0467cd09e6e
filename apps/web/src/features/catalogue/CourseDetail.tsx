import { memo, useState } from 'react';
import { CheckCircleFilled } from '@ant-design/icons';
import { AboutClassSection, IntroVideoSection } from '../courses/public';
import { SafeHtml } from '../../ui/SafeHtml';
import { Accordion } from '../../ui/Accordion';
import { Hydrate } from '../../ui/Hydrate';
import type { CatalogueCourseDetail } from './queries';

const GAINS = [
  'Access to a community of learners and mentors',
  'A mentor to help you any time you get stuck',
  "Learning from the industry's top 10%",
];

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

      <CourseReading course={course} />

      {course.faqs.length > 0 && (
        <section className="course-page__section" aria-labelledby="faq">
          <h2 id="faq">Frequently asked questions</h2>
          <CourseFaqs faqs={course.faqs} />
        </section>
      )}
    </article>
  );
}

/**
 * What the course teaches, its video and its mentor: below the fold, text and links only. They hydrate when they
 * come near the screen or are touched (issue 27), so a first visit does not sanitise the rich text and hydrate them
 * with the part on screen. Memoised on the course (the same object while the page's query does not change): a
 * re-render of the page before they hydrated would make React drop the server's HTML and draw them again. The FAQ
 * stays out: a tap on a question must open it, and React does not replay a click on a section still waiting.
 */
const CourseReading = memo(function CourseReading({ course }: { course: CatalogueCourseDetail }) {
  const mentor = course.mentor;
  // One wrapper a section: each hydrates when it is itself near, not with the first of them.
  return (
    <>
      <Hydrate>
        <section className="course-page__section" aria-labelledby="gain">
          <h2 id="gain">What you will gain from this course</h2>
          <ul className="check-list">
            {[...GAINS, ...course.whatYouGet].map((item) => (
              <li key={item}>
                <CheckCircleFilled aria-hidden /> {item}
              </li>
            ))}
          </ul>
        </section>
      </Hydrate>

      <Hydrate>
        <AboutClassSection html={course.aboutClass}>
          <aside className="course-page__aside">
            <h3>{course.programRightCaption}</h3>
            <h4>Before you start</h4>
            <ul>
              {course.prerequisites.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </aside>
        </AboutClassSection>
      </Hydrate>

      <Hydrate>
        <IntroVideoSection
          video={course.video}
          courseTitle={course.title}
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
        />
      </Hydrate>

      {mentor && (
        <Hydrate>
          <section className="course-page__section mentor-box" aria-labelledby="mentor">
            <img
              src={mentor.imageUrl?.url ?? '/images/default-mentor.svg'}
              alt=""
              width={120}
              height={120}
              loading="lazy"
            />
            <div>
              <h2 id="mentor">Meet Your Mentor</h2>
              <p className="mentor-box__name">
                {mentor.firstname} {mentor.lastname}
              </p>
              <p className="mentor-box__meta">
                {mentor.specialization} · {mentor.countryName}
              </p>
              <SafeHtml html={mentor.bio} className="rich-text" />
            </div>
          </section>
        </Hydrate>
      )}
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
