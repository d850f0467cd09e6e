import { Alert, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { apiErrorMessage } from '../../app/graphql/errors';
import { usePageTitle } from '../../app/use-page-title';
import { useSiteInfo } from '../../app/site-info';
import { CatalogueCoursesQuery } from '../catalogue/queries';
import { CourseCard } from '../catalogue/CourseCard';
import { HeroActions } from '../content/HeroActions';
import { LinkButton } from '../content/LinkButton';
import { NewsletterBlock } from '../content/NewsletterBlock';
import { TestimonialCarousel } from '../content/TestimonialCarousel';
import { BlogTeaser } from './BlogTeaser';
import { HiringBanner } from './HiringBanner';
import { HomeFaq, HowItWorks, KidsBanner, MentorBanner, StatsBand } from './HomeSections';
import './home.css';

/** Spec 1 §9: the strip shows the first 8 of the 9 catalogue courses. */
const STRIP_SIZE = 8;

export function HomePage() {
  usePageTitle();
  const site = useSiteInfo();
  const [{ data, error }] = useQuery({ query: CatalogueCoursesQuery, variables: { audience: 'ADULT' } });
  return (
    <>
      <HiringBanner endsAt={site?.hiringEndsAt} />
      <section className="hero">
        <div className="hero__inner">
          <h1>Build A More Powerful You!</h1>
          <p>
            Learn tech one-on-one with mentors from the top 5% of experts, and learn from the industry&apos;s top 10%.{' '}
            <Link to="/pricing">Find a mentor on a plan that fits you</Link>, from a free trial to a Premium plan that runs
            until your first job.
          </p>
          <HeroActions>
            <LinkButton to="/book-mentor" type="primary" size="large">
              Book a mentor
            </LinkButton>
          </HeroActions>
        </div>
      </section>
      <section className="page" aria-labelledby="courses-strip">
        <h2 id="courses-strip">Courses</h2>
        {data ? (
          <div className="course-grid">
            {data.catalogueCourses.slice(0, STRIP_SIZE).map((course) => (
              <CourseCard key={course.id} course={course} to={`/featured-courses/${course.id}`} />
            ))}
          </div>
        ) : error ? (
          <Alert type="error" title={apiErrorMessage(error)} showIcon />
        ) : (
          <Skeleton active />
        )}
      </section>
      <StatsBand />
      <HowItWorks />
      <MentorBanner />
      <KidsBanner />
      <TestimonialCarousel />
      <BlogTeaser />
      <HomeFaq />
      <NewsletterBlock />
    </>
  );
}
