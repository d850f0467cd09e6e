import { useQuery } from 'urql';
import { addDays, wallTimeToUtc } from '@eazy2con/shared/zoned-time';
import { MyBusyTimesQuery } from './busy-calendars.queries';
import './busy-calendars.css';

export interface BusyTime {
  start: string;
  end: string;
}

/** The signed-in mentor's imported busy times in [from, to) (ISO instants), for a week view. */
export function useWeekBusyTimes(from: string, to: string): BusyTime[] {
  const [{ data }] = useQuery({ query: MyBusyTimesQuery, variables: { from, to }, requestPolicy: 'cache-and-network' });
  return data?.myBusyTimes ?? [];
}

const clock = (instant: number, zone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    instant,
  );

/**
 * A day's busy times from the mentor's own calendars, in a style of their own (hatched, "from your calendar"), beside
 * the bookable hours and the sessions of the mentor's week. A busy time over midnight shows on both days, cut there.
 */
export function DayBusyTimes({ busy, date, zone }: { busy: BusyTime[]; date: string; zone: string }) {
  const dayStart = wallTimeToUtc(date, 0, zone).getTime();
  const dayEnd = wallTimeToUtc(addDays(date, 1), 0, zone).getTime();
  const parts = busy
    .map((b) => ({ start: Math.max(Date.parse(b.start), dayStart), end: Math.min(Date.parse(b.end), dayEnd) }))
    .filter((b) => b.end > b.start);
  if (parts.length === 0) return null;
  return (
    <ul className="day-busy" aria-label="Busy in your calendar">
      {parts.map((b) => (
        <li key={`${b.start}-${b.end}`} className="day-busy__item" data-testid="day-busy">
          Busy {clock(b.start, zone)}–{b.end === dayEnd ? '24:00' : clock(b.end, zone)}{' '}
          <span className="day-busy__source">(your calendar)</span>
        </li>
      ))}
    </ul>
  );
}
