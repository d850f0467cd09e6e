import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useQuery } from 'urql';
import { addDays, localDate, wallTimeToUtc } from '@eazy2con/shared/zoned-time';
import { apiErrorMessage } from '../../core/graphql/errors';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Skeleton } from '../../ui/Skeleton';
import { MyBusyTimesQuery } from './busy-calendars.queries';

const DAY_MINUTES = 24 * 60;
const utcMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`);
const mondayOf = (date: string) => addDays(date, -((new Date(utcMidnight(date)).getUTCDay() + 6) % 7));
const dayHeading = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(
    utcMidnight(date),
  );
const clock = (instant: Date, zone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    instant,
  );

interface Block {
  start: Date;
  end: Date;
  /** Where the block sits in its day, in minutes from midnight (clipped to the day). */
  from: number;
  to: number;
}

/** Each day's part of the busy times, in the mentor's zone: a busy time over midnight shows on both days. */
function blocksByDay(busy: { start: string; end: string }[], days: string[], zone: string): Map<string, Block[]> {
  const out = new Map<string, Block[]>();
  for (const date of days) {
    const dayStart = wallTimeToUtc(date, 0, zone).getTime();
    const dayEnd = wallTimeToUtc(addDays(date, 1), 0, zone).getTime();
    const length = dayEnd - dayStart;
    for (const b of busy) {
      const start = Date.parse(b.start);
      const end = Date.parse(b.end);
      if (end <= dayStart || start >= dayEnd) continue;
      const from = Math.round(((Math.max(start, dayStart) - dayStart) / length) * DAY_MINUTES);
      const to = Math.round(((Math.min(end, dayEnd) - dayStart) / length) * DAY_MINUTES);
      out.set(date, [...(out.get(date) ?? []), { start: new Date(start), end: new Date(end), from, to }]);
    }
  }
  return out;
}

/**
 * The imported busy times of one week, Monday to Sunday in the mentor's availability zone, drawn as hatched blocks
 * on each day's 24 hours (unlike the bookable hours and sessions, they come from the mentor's own calendars).
 */
export function BusyWeek({ timeZone, version }: { timeZone: string; version: number }) {
  const headingId = useId();
  const thisWeek = mondayOf(localDate(new Date(), timeZone));
  const [week, setWeek] = useState(thisWeek);
  const days = useMemo(() => Array.from({ length: 7 }, (_, i) => addDays(week, i)), [week]);
  const variables = useMemo(
    () => ({
      from: wallTimeToUtc(week, 0, timeZone).toISOString(),
      to: wallTimeToUtc(addDays(week, 7), 0, timeZone).toISOString(),
    }),
    [week, timeZone],
  );
  const [{ data, error, fetching }, refetch] = useQuery({
    query: MyBusyTimesQuery,
    variables,
    requestPolicy: 'cache-and-network',
  });
  // A calendar added or removed: its busy times are asked for again.
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    refetch({ requestPolicy: 'network-only' });
  }, [version, refetch]);
  const blocks = useMemo(() => blocksByDay(data?.myBusyTimes ?? [], days, timeZone), [data, days, timeZone]);

  return (
    <div className="busy-week" aria-labelledby={headingId}>
      <div className="busy-week__nav">
        <h3 id={headingId}>Busy times, week of {dayHeading(week)}</h3>
        <Button size="small" onClick={() => setWeek(addDays(week, -7))} disabled={week <= thisWeek}>
          Previous week
        </Button>
        <Button size="small" onClick={() => setWeek(addDays(week, 7))} disabled={week >= addDays(thisWeek, 7 * 7)}>
          Next week
        </Button>
      </div>
      <p className="availability__hint">Times are in {timeZone}.</p>
      {error && <Notice type="error" title={apiErrorMessage(error)} />}
      {fetching && !data && <Skeleton rows={2} />}
      {data && (
        <ol className="busy-week__days">
          {days.map((date) => (
            <li key={date} className="busy-week__day">
              <span className="busy-week__date">{dayHeading(date)}</span>
              <div className="busy-week__track">
                {(blocks.get(date) ?? []).map((b) => (
                  <span
                    key={`${b.start.toISOString()}-${b.end.toISOString()}`}
                    className="busy-block"
                    data-testid="busy-block"
                    style={{
                      left: `${(b.from / DAY_MINUTES) * 100}%`,
                      width: `${((b.to - b.from) / DAY_MINUTES) * 100}%`,
                    }}
                    title={`Busy ${clock(b.start, timeZone)}–${clock(b.end, timeZone)}`}
                  >
                    <span className="busy-block__label">
                      Busy {clock(b.start, timeZone)}–{clock(b.end, timeZone)}
                    </span>
                  </span>
                ))}
                {(blocks.get(date) ?? []).length === 0 && <span className="busy-week__free">No busy times</span>}
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
