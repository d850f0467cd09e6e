import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { apiErrorMessage } from '../../core/graphql/errors';
import { PageSpinner } from '../../ui/PageSpinner';
import { usePageTitle } from '../../core/use-page-title';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { LoadingBlock } from '../../ui/Skeleton';
import { DayBusyTimes, useWeekBusyTimes } from '../busy-calendars/public';
import { MentorAvailabilityQuery, MentorSessionsQuery, type MentorAvailability, type MentorSession } from './queries';
import { SessionCard } from './SessionCard';
import { addDays, dateHeading, isIsoDate, localDate, mondayOf, weekLabel, weekdayOf, zonedInstant } from './zoned-week';
import './mentor-sessions.css';

/** /mentor-dashboard/sessions: the signed-in mentor's week, Monday to Sunday in their availability's time zone. */
export function SessionsPage() {
  usePageTitle('Sessions');
  const [{ data, error }] = useQuery({ query: MentorAvailabilityQuery, requestPolicy: 'cache-and-network' });
  return (
    <div className="mentor-sessions">
      <h1>Sessions</h1>
      {error && !data ? (
        <Notice type="error" title="Your sessions could not be loaded" description={apiErrorMessage(error)} />
      ) : data ? (
        <SessionsWeek availability={data.mentorAvailability} />
      ) : (
        <PageSpinner />
      )}
    </div>
  );
}

/** The hours learners could book on a date, as the server reads the availability: time off, then overrides. */
function hoursOn(date: string, availability: MentorAvailability): string {
  if (availability.timeOff.some((t) => t.from <= date && date <= t.to)) return 'Time off';
  const override = availability.overrides.filter((o) => o.date === date);
  const ranges = override.length
    ? override.flatMap((o) => o.hours)
    : availability.weekly.filter((w) => w.day === weekdayOf(date));
  if (ranges.length === 0) return 'Unavailable';
  const sorted = [...ranges].sort((a, b) => a.start.localeCompare(b.start));
  return `Available ${sorted.map((r) => `${r.start}–${r.end}`).join(', ')}`;
}

function SessionsWeek({ availability }: { availability: MentorAvailability }) {
  const zone = availability.timeZone;
  const [params, setParams] = useSearchParams();
  const now = new Date();
  const thisWeek = mondayOf(localDate(now, zone));
  const asked = params.get('week');
  const week = isIsoDate(asked) ? mondayOf(asked) : thisWeek;
  const variables = useMemo(
    () => ({
      from: zonedInstant(week, 0, zone).toISOString(),
      to: zonedInstant(addDays(week, 7), 0, zone).toISOString(),
    }),
    [week, zone],
  );
  const [{ data, error, fetching }, refetch] = useQuery({
    query: MentorSessionsQuery,
    variables,
    // Learners book, move and cancel at any time: always asked again on arrival.
    requestPolicy: 'cache-and-network',
  });
  const busy = useWeekBusyTimes(variables.from, variables.to);
  const goTo = (monday: string) => setParams(monday === thisWeek ? {} : { week: monday });
  const reload = () => refetch({ requestPolicy: 'network-only' });

  const byDate = new Map<string, MentorSession[]>();
  for (const session of data?.mentorSessions ?? []) {
    const date = localDate(new Date(session.start), zone);
    byDate.set(date, [...(byDate.get(date) ?? []), session]);
  }
  const days = Array.from({ length: 7 }, (_, i) => addDays(week, i));

  return (
    <>
      <p className="availability__hint">
        Times are in {zone}. Your bookable hours are set on the{' '}
        <Link to="/mentor-dashboard/availability">Availability</Link> page.
      </p>
      <nav className="week-nav" aria-label="Weeks">
        <Button onClick={() => goTo(addDays(week, -7))}>Previous week</Button>
        <Button onClick={() => goTo(thisWeek)} disabled={week === thisWeek}>
          This week
        </Button>
        <Button onClick={() => goTo(addDays(week, 7))}>Next week</Button>
        <h2 className="week-nav__label" aria-live="polite">
          {weekLabel(week)}
        </h2>
      </nav>
      {error && <Notice type="error" title="The sessions could not be loaded" description={apiErrorMessage(error)} />}
      {fetching && !data && <LoadingBlock rows={4} />}
      {data && (
        <ol className="week" aria-label={`Week of ${weekLabel(week)}`}>
          {days.map((date) => {
            const sessions = (byDate.get(date) ?? []).sort((a, b) => a.start.localeCompare(b.start));
            return (
              <li key={date} className={`week__day${date === localDate(now, zone) ? ' week__day--today' : ''}`}>
                <h3 className="week__date">{dateHeading(date)}</h3>
                <p className="week__hours">{hoursOn(date, availability)}</p>
                <DayBusyTimes busy={busy} date={date} zone={zone} />
                {sessions.length === 0 ? (
                  <p className="week__empty">No sessions</p>
                ) : (
                  sessions.map((s) => <SessionCard key={s.id} session={s} zone={zone} now={now} onChanged={reload} />)
                )}
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}
