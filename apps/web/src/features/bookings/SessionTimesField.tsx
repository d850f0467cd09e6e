import { SlotPicker } from '../sessions/public';
import type { FirstCycle } from './session-times';

export interface SessionTimesFieldProps {
  idPrefix: string;
  /** The chosen mentor; none yet: the step says to choose one first. */
  mentorId?: string;
  /** The chosen start date's first cycle; null until a start date is chosen. */
  cycle: FirstCycle | null;
  /** From the plan and its option: each session's length, weekend classes only, and how many a cycle holds. */
  minutes: number;
  weekendsOnly: boolean;
  /** A group plan's seats: the mentor's group sessions with a seat left are offered too. */
  groupSeats?: number | undefined;
  max: number;
  selected: string[];
  onChange: (selected: string[]) => void;
  /** 'Choose at least one session time', once the booker tried to book without one. */
  error?: string;
}

/**
 * 'Your session times': the mentor's free times inside the booking's first cycle (the four weeks the first payment
 * buys, from the start date), up to the sessions the plan's option gives. The start date stays the cycle's start:
 * only times inside it are offered.
 */
export function SessionTimesField({
  idPrefix,
  mentorId,
  cycle,
  minutes,
  weekendsOnly,
  groupSeats,
  max,
  selected,
  onChange,
  error,
}: SessionTimesFieldProps) {
  const headingId = `${idPrefix}-times-heading`;
  let body;
  if (!mentorId) body = <p className="booking-step__note">Choose your mentor first to see their free times.</p>;
  else if (!cycle) body = <p className="booking-step__note">Choose a start date to see your mentor’s free times.</p>;
  else
    body = (
      <>
        <p className="booking-step__note" data-testid="booking-cycle">
          Your first cycle runs from {cycle.firstDay} to {cycle.lastDay}.{' '}
          {max === 1
            ? `Choose the time of your ${minutes}-minute session in it.`
            : `Choose up to ${max} times in it, ${minutes} minutes each; you can book the ones you leave out later.`}
        </p>
        <SlotPicker
          mentorId={mentorId}
          minutes={minutes}
          weekendsOnly={weekendsOnly}
          {...(groupSeats ? { groupSeats } : {})}
          max={max}
          selected={selected}
          onChange={onChange}
          notBefore={cycle.notBefore}
          notAfter={cycle.notAfter}
        />
      </>
    );
  return (
    <section className="booking-step" aria-labelledby={headingId}>
      <h2 id={headingId} className="booking-step__title">
        Your session times
      </h2>
      {body}
      {error && (
        <p className="booking-step__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
