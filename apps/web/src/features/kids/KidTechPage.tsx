import { CheckCircleFilled } from '@ant-design/icons';
import { useQuery } from 'urql';
import { kidPlans } from '@eazy2con/shared/plans';
import {
  CAMP_EXTRA_CHILD_NAIRA,
  CAMP_FIRST_CHILD_NAIRA,
  formatNaira,
  weekendClasses,
} from '@eazy2con/shared/weekend-camp';
import { apiErrorMessage } from '../../app/graphql/errors';
import { usePageTitle } from '../../app/use-page-title';
import { AdvisorSection } from '../advisory/public';
import { Notice } from '../../ui/Notice';
import { LoadingBlock } from '../../ui/Skeleton';
import { CourseCard, CatalogueCoursesQuery } from '../catalogue/public';
import { FaqList } from '../../ui/FaqList';
import { HeroActions, TestimonialCarousel } from '../content/public';
import { LinkButton } from '../../ui/LinkButton';
import { PlanCard } from '../pricing/public';
import { kidsFaqs, whatIsNeeded } from './kids-content';
import './kids.css';

/** /kid-tech (spec 2 §2): the kids programme, its six courses, kids plans, the weekend camp and FAQ. */
export function KidTechPage() {
  usePageTitle('Kid Tech');
  const [{ data, fetching, error }] = useQuery({ query: CatalogueCoursesQuery, variables: { audience: 'KID' } });
  const courses = data?.catalogueCourses ?? [];
  // The intro video is the first kids course's own video: real content from the catalogue, not a stock clip.
  const introVideo = courses.find((course) => course.video)?.video;

  return (
    <div className="kids">
      <section className="kids-hero" aria-labelledby="kids-hero-heading">
        <div className="kids-hero__inner">
          <p className="eyebrow">Kid Tech</p>
          <h1 id="kids-hero-heading">Groom Your Kids In Tech</h1>
          <p>
            Live weekend classes where children aged 7 to 17 make games, animations, websites and designs with a patient
            mentor, and learn to think like creators, not only players.
          </p>
          <HeroActions>
            <LinkButton to="/kid-book-mentor" state={{ type: 'Trial' }} type="primary" size="large">
              Book a free trial class
            </LinkButton>
          </HeroActions>
        </div>
      </section>

      <div className="page">
        <section className="kids-section kids-needs" aria-labelledby="needs-heading">
          <div>
            <h2 id="needs-heading">What your child needs</h2>
            <ul className="check-list kids-needs__list">
              {whatIsNeeded.map((item) => (
                <li key={item}>
                  <CheckCircleFilled aria-hidden /> {item}
                </li>
              ))}
            </ul>
          </div>
          {introVideo && (
            <div className="video-frame kids-needs__video">
              <iframe src={introVideo} title="A Kid Tech class" loading="lazy" allowFullScreen />
            </div>
          )}
        </section>

        <section className="kids-section" aria-labelledby="kid-courses-heading">
          <h2 id="kid-courses-heading">Courses for kids</h2>
          {error && <Notice type="error" title={apiErrorMessage(error)} />}
          {fetching && !data ? (
            <LoadingBlock rows={6} />
          ) : (
            <div className="course-grid" data-testid="kid-course-grid">
              {courses.map((course) => (
                <CourseCard key={course.id} course={course} to={`/featured-kid-courses/${course.id}`} />
              ))}
            </div>
          )}
        </section>

        <section className="kids-section" aria-labelledby="kid-plans-heading">
          <h2 id="kid-plans-heading">Kids pricing</h2>
          <div className="plan-grid">
            {kidPlans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} />
            ))}
          </div>
        </section>
      </div>

      <TestimonialCarousel heading="What learners and parents say" />

      <div className="page">
        <section className="kids-section kids-camp" aria-labelledby="camp-heading" data-testid="camp-promo">
          <div>
            <h2 id="camp-heading">Kids Weekend Coding Camp</h2>
            <p>
              Every weekend: {weekendClasses.join(' and ')}. {formatNaira(CAMP_FIRST_CHILD_NAIRA)} for one child,{' '}
              {formatNaira(CAMP_EXTRA_CHILD_NAIRA)} for each brother or sister.
            </p>
          </div>
          <LinkButton to="/weekend-camp" type="primary" size="large">
            Register for the camp
          </LinkButton>
        </section>

        <AdvisorSection />

        <section className="kids-section" aria-labelledby="kids-faq-heading">
          <h2 id="kids-faq-heading">Frequently Asked Questions</h2>
          <FaqList faqs={kidsFaqs} />
        </section>
      </div>
    </div>
  );
}
