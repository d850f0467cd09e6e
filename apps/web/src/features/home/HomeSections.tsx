import { useQuery } from 'urql';
import type { SectionResult } from '../../core/graphql/section-result';
import { formatCount } from './home-format';
import { SiteStatsQuery, type SiteStats } from './site-stats-query';
import './home.css';

/**
 * Spec 1 §1/§9 prints '48+ Courses / 100+ Dedicated Students / 84 Mentors'; the band shows the real counts instead
 * (docs/decisions/0004), and nothing rather than made-up figures when they cannot be read.
 */
const STATS: { key: 'courses' | 'students' | 'mentors'; one: string; many: string }[] = [
  { key: 'courses', one: 'Course', many: 'Courses' },
  { key: 'students', one: 'Dedicated Student', many: 'Dedicated Students' },
  { key: 'mentors', one: 'Mentor', many: 'Mentors' },
];

interface BandItem {
  key: string;
  figure: string;
  label: string;
}

/**
 * What the band can say truthfully (issue 20): a figure under the server's floor (STATS_FLOOR) reads as a warning
 * ('0 Dedicated Students'), so it is left out; a small team of mentors is told as it is, with where they live.
 */
export function bandItems(stats: SiteStats): BandItem[] {
  const items: BandItem[] = [];
  for (const { key, one, many } of STATS) {
    const value = stats[key];
    const label = value === 1 ? one : many;
    if (value >= stats.floor && value > 0) items.push({ key, figure: formatCount(value), label });
    else if (key === 'mentors' && value > 0) {
      const countries = stats.mentorCountries === 1 ? '1 country' : `${formatCount(stats.mentorCountries)} countries`;
      items.push({ key, figure: formatCount(value), label: `${label} from ${countries}` });
    }
  }
  return items;
}

/** The figures: from the home page's one query (`result`), or from a query of its own when used alone. */
export function StatsBand({ result }: { result?: SectionResult<SiteStats> }) {
  const [own] = useQuery({ query: SiteStatsQuery, pause: result !== undefined });
  const error = result ? result.error : own.error;
  const stats = result ? result.data : own.data?.siteStats;
  if (error) return null;
  const items = stats ? bandItems(stats) : STATS.map(({ key, many }) => ({ key, figure: '…', label: many }));
  if (items.length === 0) return null;
  return (
    <section className="stats-band" aria-label="Eazy2con in numbers" aria-busy={!stats} data-testid="stats-band">
      <ul>
        {items.map(({ key, figure, label }) => (
          <li key={key}>
            <strong data-testid={`stat-${key}`}>{figure}</strong>
            <span>{label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
