import { CheckCircleFilled } from '@ant-design/icons';
import { AboutClassSection } from '../courses/public';
import { FaqList } from '../../ui/FaqList';
import { SafeHtml } from '../../ui/SafeHtml';
import type { CatalogueCourseDetail } from './queries';

/*
 * The parts of a catalogue course page below the fold that only show (text, pictures, rich text): drawn by the
 * server and kept as drawn when the page becomes the app's, never hydrated (CourseDetail draws them with
 * ui/ServerDrawn, issue 38): this module, and the rich text's sanitiser with it, is loaded only when the browser draws
 * the page itself.
 */

const GAINS = [
  'Access to a community of learners and mentors',
  'A mentor to help you any time you get stuck',
  "Learning from the industry's top 10%",
];

type Props = { course: CatalogueCourseDetail };

/** What the course gives, beside what every course gives. */
export function CourseGains({ course }: Props) {
  return (
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
  );
}

/** What the class is about, and what to know before starting. */
export function CourseAbout({ course }: Props) {
  return (
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
  );
}

/** The course's mentor, with their own words (rich text). */
export function CourseMentor({ mentor }: { mentor: NonNullable<CatalogueCourseDetail['mentor']> }) {
  return (
    <section className="course-page__section mentor-box" aria-labelledby="mentor">
      <img src={mentor.imageUrl?.url ?? '/images/default-mentor.svg'} alt="" width={120} height={120} loading="lazy" />
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
  );
}

/** The course's own questions, if it has any. */
export function CourseFaqs({ course }: Props) {
  if (course.faqs.length === 0) return null;
  return (
    <section className="course-page__section" aria-labelledby="faq">
      <h2 id="faq">Frequently asked questions</h2>
      <FaqList faqs={course.faqs} />
    </section>
  );
}
