import { lazy, Suspense } from 'react';
import { CheckCircleFilled } from '@ant-design/icons';
import { useQuery } from 'urql';
import {
  CAMP_EXTRA_CHILD_NAIRA,
  CAMP_FIRST_CHILD_NAIRA,
  CAMP_MAX_KIDS,
  campTuition,
  formatNaira,
  weekendClasses,
} from '@eazy2con/shared/weekend-camp';
import { apiErrorMessage } from '../../core/graphql/errors';
import { usePageTitle } from '../../core/use-page-title';
import { buttonClass } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { serverDrawn } from '../../ui/ServerDrawn';
import { Skeleton } from '../../ui/Skeleton';
import { CourseCard, CatalogueCoursesQuery } from '../catalogue/public';
import { campRequirements } from './camp-content';
import { CampRegistration } from './CampRegistration';
import { NearViewport } from './NearViewport';
import './camp.css';
import { VideoEmbed } from '../../ui/VideoEmbed';

// The testimonials (a carousel) sit below the fold: loaded as the parent scrolls towards them.
const CampMoreSections = lazy(() => import('./CampMoreSections').then((m) => ({ default: m.CampMoreSections })));
// The FAQ only shows and opens without script: drawn by the server and kept (issue 38).
const CampFaq = serverDrawn(() => import('./CampFaq').then((m) => m.CampFaq), { belowFold: true });

/**
 * /weekend-camp (spec 2 §2): the kids weekend coding camp, its requirements, tuition and weekend times, the parent's
 * registration (or the registration this browser already holds), the kids courses, a class video, testimonials and
 * FAQ. In-page anchors `register` and `watch-video`.
 */
export function WeekendCampPage() {
  usePageTitle('Weekend Camp');
  const [{ data, fetching, error }] = useQuery({ query: CatalogueCoursesQuery, variables: { audience: 'KID' } });
  const courses = data?.catalogueCourses ?? [];
  // The class video is a kids course's own video from the catalogue, as on /kid-tech: real content, not a stock clip.
  const video = courses.find((course) => course.video)?.video;

  return (
    <div className="camp">
      <section className="camp-hero" aria-labelledby="camp-hero-heading">
        <div className="camp-hero__inner">
          <p className="eyebrow">Kid Tech</p>
          <h1 id="camp-hero-heading">Kids Weekend Coding Camp</h1>
          <p>
            Every weekend, children aged 7 to 17 build games, animations, websites and designs live online with a
            mentor: {weekendClasses.join(' and ')}.
          </p>
          <div className="hero__actions">
            <a className={buttonClass({ type: 'primary', size: 'large' })} href="#register">
              <span>Register your child</span>
            </a>
            <a className={buttonClass({ size: 'large' })} href="#watch-video">
              <span>Watch a class</span>
            </a>
          </div>
        </div>
      </section>

      <div className="page">
        <section id="register" className="camp-section camp-register" aria-labelledby="register-heading">
          <div className="camp-facts">
            <h2 id="register-heading">Register your child</h2>
            <h3>Requirements</h3>
            <ul className="check-list" data-testid="camp-requirements">
              {campRequirements.map((item) => (
                <li key={item}>
                  <CheckCircleFilled aria-hidden /> {item}
                </li>
              ))}
            </ul>
            <p className="camp-facts__note">
              Registering your child with this form makes you a member: no account is needed.
            </p>
            <h3>Tuition</h3>
            <ul data-testid="camp-fees">
              <li>{formatNaira(CAMP_FIRST_CHILD_NAIRA)} for one child</li>
              <li>{formatNaira(CAMP_EXTRA_CHILD_NAIRA)} for each brother or sister</li>
              <li>
                For example, {formatNaira(campTuition(2))} for two children and {formatNaira(campTuition(3))} for three
                (up to {CAMP_MAX_KIDS} on one registration)
              </li>
            </ul>
            <h3>Weekend classes</h3>
            <ul data-testid="camp-times">
              {weekendClasses.map((slot) => (
                <li key={slot}>{slot}</li>
              ))}
            </ul>
            <p className="camp-facts__note">West Africa Time (GMT+1), live online with a mentor.</p>
          </div>
          <div className="camp-form-card">
            <CampRegistration />
          </div>
        </section>

        <section className="camp-section" aria-labelledby="camp-courses-heading">
          <h2 id="camp-courses-heading">What your child can learn</h2>
          {error && <Notice type="error" title={apiErrorMessage(error)} />}
          {fetching && !data ? (
            <Skeleton rows={6} />
          ) : (
            <div className="course-grid" data-testid="camp-course-grid">
              {courses.map((course) => (
                <CourseCard key={course.id} course={course} to={`/featured-kid-courses/${course.id}`} />
              ))}
            </div>
          )}
        </section>

        <section id="watch-video" className="camp-section" aria-labelledby="camp-video-heading">
          <h2 id="camp-video-heading">Watch a class</h2>
          {video ? (
            <div className="video-frame">
              <VideoEmbed src={video} title="A weekend camp class" />
            </div>
          ) : fetching ? (
            <div className="video-frame skeleton__image" aria-hidden />
          ) : (
            <p>No class video is available right now.</p>
          )}
        </section>
      </div>

      <NearViewport minHeight={600}>
        <Suspense fallback={<Skeleton className="page" rows={8} />}>
          <CampMoreSections />
        </Suspense>
      </NearViewport>
      <CampFaq />
    </div>
  );
}
