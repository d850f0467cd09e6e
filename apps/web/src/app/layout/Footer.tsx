import { Link } from 'react-router';
import {
  FacebookFilled,
  InstagramFilled,
  LinkedinFilled,
  MailOutlined,
  PhoneOutlined,
  EnvironmentOutlined,
  XOutlined,
} from '@ant-design/icons';
import { useSiteInfo, useSiteName } from '../../core/site-info';

const QUICK_LINKS = [
  { label: 'Courses', to: '/featured-courses' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Book-mentor', to: '/book-mentor' },
  { label: 'Contact-us', to: '/contact-us' },
];

export function Footer() {
  const site = useSiteInfo();
  const name = useSiteName();
  return (
    <footer className="footer" data-testid="footer">
      <div className="footer__inner">
        <section>
          <h2 className="footer__brand">{name}</h2>
          <p>Learn technology one-on-one with mentors who have done the work. Adults and kids, online, at your pace.</p>
        </section>
        <section aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">Quick Links</h2>
          <ul>
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <Link to="/privacy">Privacy policy</Link>
            </li>
          </ul>
        </section>
        {site && (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">Contact</h2>
            <ul className="footer__contact">
              <li>
                <EnvironmentOutlined aria-hidden /> <span>{site.address}</span>
              </li>
              <li>
                <PhoneOutlined aria-hidden /> <a href={`tel:${site.phone.replace(/\s+/g, '')}`}>{site.phone}</a>
              </li>
              <li>
                <MailOutlined aria-hidden /> <a href={`mailto:${site.email}`}>{site.email}</a>
              </li>
            </ul>
            <div className="footer__socials">
              <a href={site.socials.facebook} target="_blank" rel="noopener noreferrer" aria-label="Facebook">
                <FacebookFilled />
              </a>
              <a href={site.socials.twitter} target="_blank" rel="noopener noreferrer" aria-label="X (Twitter)">
                <XOutlined />
              </a>
              <a href={site.socials.instagram} target="_blank" rel="noopener noreferrer" aria-label="Instagram">
                <InstagramFilled />
              </a>
              <a href={site.socials.linkedin} target="_blank" rel="noopener noreferrer" aria-label="LinkedIn">
                <LinkedinFilled />
              </a>
            </div>
          </section>
        )}
      </div>
      <p className="footer__legal">
        © {new Date().getFullYear()} {name}. All rights reserved.
      </p>
    </footer>
  );
}
