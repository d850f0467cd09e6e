import { Facts } from '../../ui/Facts';
import { usePageTitle } from '../../core/use-page-title';
import { LinkButton } from '../../ui/LinkButton';
import './content.css';

/** Spec 2 §9: the summer camp ran 18 Sep – 18 Oct 2021, 3 hours a day, Monday to Friday, morning or afternoon. */
const CAMP_FACTS = [
  { key: 'dates', label: 'Dates', children: '18 September 2021 to 18 October 2021' },
  { key: 'days', label: 'Days', children: 'Monday to Friday' },
  { key: 'hours', label: 'Daily time', children: '3 hours a day' },
  { key: 'sessions', label: 'Sessions', children: 'Morning or afternoon, whichever suits your family' },
  { key: 'ages', label: 'Ages', children: '7 to 11 and 12 to 17 years, in separate groups' },
  { key: 'where', label: 'Where', children: 'Online, live with a mentor' },
];

export function SummerCampPage() {
  usePageTitle('Summer Camp');
  return (
    <div className="page summer-camp">
      <header className="page__header">
        <p className="eyebrow">Kid Tech</p>
        <h1>Kids Summer Coding Camp</h1>
        <p>
          A month of building during the holidays: children learn to code animations, games and websites in small live
          groups, then show their projects to the family at the end of camp.
        </p>
      </header>
      <section aria-labelledby="camp-facts">
        <h2 id="camp-facts">Camp at a glance</h2>
        <Facts items={CAMP_FACTS} />
        <p className="summer-camp__note">
          The last summer camp has ended. While we plan the next one, children can keep learning in our weekend classes
          (Saturday 10am–12pm and Sunday 4pm–6pm) or with a kids mentor of their own.
        </p>
      </section>
      <div className="about__actions">
        <LinkButton to="/weekend-camp" type="primary" size="large">
          Join the Weekend Camp
        </LinkButton>
        <LinkButton to="/kid-tech" size="large">
          Explore Kid Tech
        </LinkButton>
      </div>
    </div>
  );
}
