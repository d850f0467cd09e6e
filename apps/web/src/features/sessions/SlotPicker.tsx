import { useId, useState } from 'react';
import { useQuery } from 'urql';
import { DEFAULT_TIME_ZONE, slotLabel } from '@eazy2con/shared/session-basics';
import { apiErrorMessage } from '../../core/graphql/errors';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { LoadingBlock } from '../../ui/Skeleton';
import { MentorSlotsQuery } from './queries';
import { groupByDay, weekLabel, weekWindow } from './slot-weeks';
import { viewerZone } from './viewer-zone';
import './sessions.css';

export interface SlotPickerProps {
  mentorId: string;
  /** Session length to fit. */
  minutes: number;
  weekendsOnly?: boolean;
  /** A group plan's seats (Team: 6): the mentor's group sessions with a seat left are offered too. */
  groupSeats?: number;
  /** How many times may be chosen (1 for a reschedule). */
  max: number;
  /** Chosen starts, ISO UTC strings. */
  selected: string[];
  onChange(selected: string[]): void;
  /** Earliest start to offer (default now). */
  notBefore?: Date;
  /** Latest start to offer (e.g. the booking's cycle end). */
  notAfter?: Date;
}

export const NO_FREE_TIMES = 'No free times this week';
export const zoneNote = (zone: string) => `Times are shown in your time zone (${zone}) with Lagos time beside them`;
export const chosenLine = (count: number, max: number) => `You have chosen ${count} of ${max}`;

/**
 * A mentor's free times, one week at a time, as toggle buttons grouped by day in the viewer's zone (each labelled
 * with Lagos time too, the time mentors and the team keep). Once `max` are chosen the others wait until one is
 * let go. Chosen times on other weeks stay chosen while the learner pages.
 */
export function SlotPicker(props: SlotPickerProps) {
  // onChange stays on props: the contract declares it as a method, which eslint will not let go unbound.
  const { mentorId, minutes, weekendsOnly, groupSeats, max, selected, notBefore, notAfter } = props;
  const ids = useId();
  const [zone] = useState(viewerZone);
  // Taken once: a fresh "now" on every render would change the query and ask again without end.
  const [openedAt] = useState(() => Date.now());
  const [index, setIndex] = useState(0);
  // Up to the next whole minute (starts fall on whole minutes): a caller passing `new Date()` on every render still
  // asks for the same window until the minute turns.
  const earliest = Math.ceil((notBefore?.getTime() ?? openedAt) / 60_000) * 60_000;
  const week = weekWindow(earliest, notAfter?.getTime(), index);

  const [result] = useQuery({
    query: MentorSlotsQuery,
    variables: {
      mentorId,
      from: week.from.toISOString(),
      to: week.to.toISOString(),
      minutes,
      weekendsOnly: weekendsOnly ?? false,
      groupSeats: groupSeats ?? null,
    },
    pause: !week.open,
    // Times are taken by others all the time: show what is known at once, and ask again.
    requestPolicy: 'cache-and-network',
  });

  // urql keeps the last answer while the next week loads: those times belong to the week before, and shown under
  // this week's label they would read as this week's (a learner would book a day they did not mean).
  const current = result.operation?.variables.from === week.from.toISOString();
  const answered = current ? result.data : undefined;
  const slots = answered?.mentorSlots ?? [];
  const starts = slots.map((slot) => slot.start);
  const days = groupByDay(starts, zone);
  const full = selected.length >= max;
  // Two sessions of one booking cannot overlap, nor sit inside the mentor's buffer: a start that close to a chosen
  // one would be refused by the server, so it waits until the chosen one is let go.
  const gap = slots[0] ? Date.parse(slots[0].blockedUntil) - Date.parse(slots[0].start) : 0;
  const tooClose = (start: string) =>
    selected.some((chosen) => chosen !== start && Math.abs(Date.parse(chosen) - Date.parse(start)) < gap);

  const toggle = (start: string) => {
    if (selected.includes(start)) props.onChange(selected.filter((s) => s !== start));
    else if (!full) props.onChange([...selected, start]);
  };

  let body;
  if (current && result.error && !answered) {
    body = <Notice type="error" title={apiErrorMessage(result.error)} />;
  } else if (week.open && !answered) {
    body = <LoadingBlock rows={3} />;
  } else if (days.length === 0) {
    body = <p className="slot-picker__empty">{NO_FREE_TIMES}</p>;
  } else {
    body = days.map(({ day, starts: dayStarts }, dayIndex) => {
      const headingId = `${ids}-day-${dayIndex}`;
      return (
        <div key={day} role="group" aria-labelledby={headingId} className="slot-picker__day">
          <h4 id={headingId} className="slot-picker__day-title">
            {day}
          </h4>
          <div className="slot-picker__times">
            {dayStarts.map((start) => {
              const pressed = selected.includes(start);
              return (
                <Button
                  key={start}
                  size="small"
                  type={pressed ? 'primary' : 'default'}
                  className="slot-picker__time"
                  aria-pressed={pressed}
                  disabled={!pressed && (full || tooClose(start))}
                  onClick={() => toggle(start)}
                >
                  {slotLabel(new Date(start), zone)}
                </Button>
              );
            })}
          </div>
        </div>
      );
    });
  }

  return (
    <div className="slot-picker">
      {zone !== DEFAULT_TIME_ZONE && <p className="slot-picker__zone">{zoneNote(zone)}</p>}
      <div className="slot-picker__nav">
        <Button size="small" disabled={!week.hasPrevious} onClick={() => setIndex(index - 1)}>
          Previous week
        </Button>
        <span className="slot-picker__week" aria-live="polite">
          {week.open ? weekLabel(week, zone) : ''}
        </span>
        <Button size="small" disabled={!week.hasNext} onClick={() => setIndex(index + 1)}>
          Next week
        </Button>
      </div>
      {/* Always there, so screen readers hear the count change. */}
      <p className="slot-picker__count" aria-live="polite">
        {selected.length > 0 ? chosenLine(selected.length, max) : ''}
      </p>
      <div className="slot-picker__days" aria-busy={result.fetching || undefined}>
        {body}
      </div>
    </div>
  );
}
