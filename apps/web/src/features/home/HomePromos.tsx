import { LinkButton } from '../../ui/LinkButton';
import './home.css';

/*
 * The home page's sections that only show (text and the app's links): drawn by the server, kept as drawn when the
 * page becomes the app's, and never hydrated (HomeBelowFold draws them with ui/ServerDrawn): this module is loaded
 * only when the browser draws the home page itself.
 */

const STEPS = [
  {
    title: 'Create a free account',
    text: 'Fill in the book-mentor form with the course you want to learn and when you would like to start. It takes two minutes.',
  },
  {
    title: 'Get connected with mentors',
    text: 'We match you with a mentor from the top 5% of experts in your field, for one-on-one or small-group sessions.',
  },
  {
    title: 'Climb the ladder fast',
    text: 'Build real projects with feedback from someone who does the job every day, and move into your next role sooner.',
  },
];

export function HowItWorks() {
  return (
    <section className="home-section how-it-works" aria-labelledby="how-heading">
      <h2 id="how-heading">How it works</h2>
      <ol className="how-it-works__steps">
        {STEPS.map((step, index) => (
          <li key={step.title}>
            <span className="how-it-works__number" aria-hidden>
              {index + 1}
            </span>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <div className="home-section__action">
        <LinkButton to="/pricing" type="primary" size="large">
          Find a mentor today
        </LinkButton>
      </div>
    </section>
  );
}

export function MentorBanner() {
  return (
    <section className="promo-banner promo-banner--mentor" aria-labelledby="mentor-banner-heading">
      <div className="promo-banner__inner">
        <div>
          <h2 id="mentor-banner-heading">Share Your Expertise, Make A Difference</h2>
          <p>
            Teach what you know one-on-one, on your own schedule, and help the next generation of Nigerian tech talent
            grow. Mentors are paid for every learner they take.
          </p>
        </div>
        <LinkButton to="/add-mentor" size="large">
          Become a Mentor today
        </LinkButton>
      </div>
    </section>
  );
}

export function KidsBanner() {
  return (
    <section className="promo-banner promo-banner--kids" aria-labelledby="kids-banner-heading">
      <div className="promo-banner__inner">
        <div>
          <h2 id="kids-banner-heading">Groom Your Kids In Tech</h2>
          <p>
            Coding, animation, graphic design and AI for ages 7 to 17, taught live by patient mentors in small weekend
            classes. Turn screen time into making time.
          </p>
        </div>
        <LinkButton to="/kid-tech" type="primary" size="large">
          Book a Mentor
        </LinkButton>
      </div>
    </section>
  );
}

/** The three, in the page's order. */
export function HomePromos() {
  return (
    <>
      <HowItWorks />
      <MentorBanner />
      <KidsBanner />
    </>
  );
}
