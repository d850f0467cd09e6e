import { Link } from 'react-router';
import { usePageTitle } from '../../core/use-page-title';
import { useSiteInfo } from '../../core/site-info';
import { PRIVACY_UPDATED, privacySections } from './privacy-policy';
import './content.css';

export function PrivacyPage() {
  usePageTitle('Privacy Policy');
  const site = useSiteInfo();
  const name = site?.name ?? 'Eazy2con';
  return (
    <div className="page policy">
      <header className="page__header">
        <h1>Privacy Policy</h1>
        <p>Last updated {PRIVACY_UPDATED}</p>
        <p>
          {name} connects learners, and children through their parents, with technology mentors. This policy explains
          what personal data we keep, why, who can see it, how long we keep it and what you can ask of us.
          {site && ` ${name} is responsible for your data; our address is ${site.address}.`}
        </p>
      </header>
      <nav aria-label="Sections" className="policy__toc">
        <ol>
          {privacySections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
          <li>
            <a href="#contact">Contact us</a>
          </li>
        </ol>
      </nav>
      {privacySections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item.slice(0, 40)}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <section id="contact" aria-labelledby="contact-title">
        <h2 id="contact-title">Contact us</h2>
        <p>
          For any question about your data or to exercise your rights, email{' '}
          {site ? <a href={`mailto:${site.email}?subject=Privacy`}>{site.email}</a> : 'us'}
          {site && `, call ${site.phone} or write to ${site.address}`}. You can also use our{' '}
          <Link to="/contact-us">contact form</Link>.
        </p>
      </section>
    </div>
  );
}
