import { usePageTitle } from '../../core/use-page-title';
import { useSiteInfo } from '../../core/site-info';
import { LinkButton } from '../../ui/LinkButton';
import './content.css';

const VALUES = [
  {
    title: 'Mentors who do the work',
    text: 'Our mentors are practising engineers, designers, analysts and marketers from the top 5% of their fields. Every one of them applies and is reviewed before taking a learner.',
  },
  {
    title: 'One-on-one, at your pace',
    text: 'Courses are not a video library. You meet your mentor, build real projects, get feedback on your work and move on when you are ready, not when a cohort does.',
  },
  {
    title: 'Kids learn by making',
    text: 'Kid Tech turns screen time into making time: animations, games, websites and first steps in AI for ages 7 to 17, in small weekend classes with patient mentors.',
  },
  {
    title: 'Honest pricing',
    text: 'A free trial first, then a plain monthly price. Parents and learners see exactly what a plan includes before they pay.',
  },
];

export function AboutUsPage() {
  usePageTitle('About Us');
  const site = useSiteInfo();
  return (
    <div className="page about">
      <header className="page__header">
        <p className="eyebrow">About us</p>
        <h1>We connect learners with tech mentors who care</h1>
        <p>
          {site?.name ?? 'Eazy2con'} started in Lagos with a simple idea: the fastest way into a tech career is to learn
          next to someone who already has one. Today we match adults, career changers and children with mentors in web
          development, UI UX design, project management, cyber security, cloud computing, data science, machine
          learning, digital marketing and more.
        </p>
      </header>
      <section aria-labelledby="about-mission">
        <h2 id="about-mission">Our mission</h2>
        <p>
          To make world-class tech skills reachable for every Nigerian learner, whatever their starting point, by
          pairing them with experienced mentors, practical projects and a community that keeps them going until they
          land their first role or grow in the one they have.
        </p>
      </section>
      <section aria-labelledby="about-values">
        <h2 id="about-values">What we believe</h2>
        <div className="about__values">
          {VALUES.map((value) => (
            <article key={value.title} className="about__value">
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </article>
          ))}
        </div>
      </section>
      <section aria-labelledby="about-next" className="about__next">
        <h2 id="about-next">Start today</h2>
        <p>Try a free session with a mentor, or share your own expertise with the next generation of builders.</p>
        <div className="about__actions">
          <LinkButton to="/pricing" type="primary" size="large">
            See plans
          </LinkButton>
          <LinkButton to="/add-mentor" size="large">
            Become a Mentor
          </LinkButton>
          <LinkButton to="/contact-us" size="large">
            Contact us
          </LinkButton>
        </div>
      </section>
    </div>
  );
}
