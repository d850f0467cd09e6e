import { useQuery } from 'urql';
import { kidPlans } from '@eazy2con/shared/plans';
import { usePageTitle } from '../../core/use-page-title';
import { AdvisorSection } from '../advisory/public';
import { CatalogueCoursesQuery } from '../catalogue/public';
import { HeroActions, TestimonialCarousel } from '../content/public';
import { LinkButton } from '../../ui/LinkButton';
import { PlanCard } from '../pricing/public';
import { KidCoursesSection, KidsCampPromo, KidsFaq, KidsNeeds } from './KidTechSections';
import './kids.css';

/** /kid-tech (spec 2 §2): the kids programme, its six courses, kids plans, the weekend camp and FAQ. */
export function KidTechPage() {
  usePageTitle('Kid Tech');
  const [{ data, fetching, error }] = useQuery({ query: CatalogueCoursesQuery, variables: { audience: 'KID' } });
  const courses = data?.catalogueCourses;
  // The intro video is the first kids course's own video: real content from the catalogue, not a stock clip.
  const introVideo = courses?.find((course) => course.video)?.video;

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
        <KidsNeeds introVideo={introVideo} />
        <KidCoursesSection courses={courses} loading={fetching && !data} error={error} />

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
        <KidsCampPromo />

        <AdvisorSection />

        <KidsFaq />
      </div>
    </div>
  );
}
