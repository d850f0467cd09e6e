import type { MentorProfile } from './queries';

type LinkKey = 'facebookUrl' | 'linkedInUrl' | 'github' | 'dribbleUrl' | 'otherLinkUrl';

const LINKS: { key: LinkKey; label: string }[] = [
  { key: 'facebookUrl', label: 'Facebook' },
  { key: 'linkedInUrl', label: 'LinkedIn' },
  { key: 'github', label: 'GitHub' },
  { key: 'dribbleUrl', label: 'Dribbble' },
  { key: 'otherLinkUrl', label: 'Website' },
];

/** Only http(s) addresses become links: a stored value is shown as a link only when it cannot run script. */
const safeUrl = (value: string | null | undefined) => (value && /^https?:\/\//i.test(value) ? value : null);

/**
 * The mentor's social links, each only when set (spec 3 §2.1). The e-mail is not public (issue 11: the server
 * gives it only to the owner and admins), so it is not shown here.
 */
export function MentorLinks({ mentor }: { mentor: MentorProfile }) {
  const links = LINKS.map((link) => ({ ...link, href: safeUrl(mentor[link.key]) })).filter((link) => link.href);
  if (links.length === 0) return null;
  return (
    <ul className="mentor-profile__links" aria-label="Links">
      {links.map((link) => (
        <li key={link.key}>
          <a href={link.href ?? undefined} target="_blank" rel="noopener noreferrer nofollow">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
