import type { ReactNode } from 'react';
import { DEFAULT_TIME_ZONE, dayLabel, slotLabel } from '@eazy2con/shared/sessions';
import type { ResultOf } from '../../core/graphql/graphql';
import type { AdminSessionsQuery } from './session-queries';

export type SessionRow = ResultOf<typeof AdminSessionsQuery>['adminSessions']['items'][number];
type Actor = NonNullable<SessionRow['cancelledBy']>;
type Outcome = NonNullable<SessionRow['outcome']>;

/** Who cancelled, as the Status column says it; the admin's own cancel is the team's. */
const CANCELLED_BY: Record<Actor, string> = {
  LEARNER: 'by the learner',
  MENTOR: 'by the mentor',
  ADMIN: 'by the team',
  SYSTEM: 'automatically',
};

const OUTCOME_LABEL: Record<Outcome, string> = {
  HELD: 'Held',
  LEARNER_NO_SHOW: 'Learner did not come',
  MENTOR_NO_SHOW: 'Mentor did not come',
};

/** A small coloured label, in the admin area's own tag colours (see StatusTag). */
function Tag({ tone, children }: { tone: 'good' | 'bad' | 'wait' | 'neutral'; children: ReactNode }) {
  return <span className={`admin-status admin-status--${tone}`}>{children}</span>;
}

/**
 * The start as the team reads it: the Lagos day and time, and the admin's own clock beside it when the admin is
 * elsewhere ('Tuesday 1 December', '10:00 WAT · 09:00 GMT').
 */
export function SessionStart({ row, viewerZone }: { row: SessionRow; viewerZone: string }) {
  const start = new Date(row.start);
  return (
    <span className="admin-session__start">
      <span>{dayLabel(start, DEFAULT_TIME_ZONE)}</span>
      <span>{slotLabel(start, viewerZone)}</span>
    </span>
  );
}

export function SessionStatusCell({ row }: { row: SessionRow }) {
  if (row.status === 'BOOKED') return <Tag tone="good">Booked</Tag>;
  if (row.status === 'RELEASED') {
    // The booking was not paid in time: the time went back to the mentor's calendar.
    return <Tag tone="neutral">Released (not paid in time)</Tag>;
  }
  return (
    <span className="admin-session__stack">
      <Tag tone="bad">Cancelled {row.cancelledBy ? CANCELLED_BY[row.cancelledBy] : ''}</Tag>
      {row.forfeited && <span className="admin-session__note">Too late to cancel: counted as used</span>}
    </span>
  );
}

export function SessionOutcomeCell({ row, now }: { row: SessionRow; now: number }) {
  if (row.outcome) return <>{OUTCOME_LABEL[row.outcome]}</>;
  // Only a session that went ahead and has ended is waiting for its mentor's record.
  if (row.status === 'BOOKED' && new Date(row.end).getTime() < now) return <Tag tone="wait">Not recorded yet</Tag>;
  return <>—</>;
}

/** The learner's answer to the mentor's record: a dispute stands out, with what the learner said. */
export function LearnerResponseCell({ row }: { row: SessionRow }) {
  if (row.learnerResponse === 'DISPUTED') {
    return (
      <span className="admin-session__stack admin-session__disputed">
        <Tag tone="bad">Disputed</Tag>
        {row.learnerComment && <span className="admin-session__comment">“{row.learnerComment}”</span>}
      </span>
    );
  }
  if (row.learnerResponse === 'CONFIRMED') return <Tag tone="good">Confirmed</Tag>;
  if (row.outcome) {
    // Settled without an answer: the 72 hours passed and the mentor's record stands.
    return row.outcomeSettled ? <>No answer in time</> : <Tag tone="wait">Waiting for the learner</Tag>;
  }
  return <>—</>;
}

/** Whether a row has anything to show when expanded. */
export const hasSessionDetail = (row: SessionRow) => Boolean(row.outcomeNotes || row.cancelReason);

/** The expanded row: the mentor's private notes, and why the session was cancelled. */
export function SessionDetail({ row }: { row: SessionRow }) {
  return (
    <dl className="admin-session__detail">
      {row.outcomeNotes && (
        <>
          <dt>Mentor’s notes</dt>
          <dd>{row.outcomeNotes}</dd>
        </>
      )}
      {row.cancelReason && (
        <>
          <dt>Why it was cancelled</dt>
          <dd>{row.cancelReason}</dd>
        </>
      )}
    </dl>
  );
}

/** '…with Chidi Okafor on Tuesday 1 December': names a session for screen readers and dialogs. */
export const sessionName = (row: SessionRow) =>
  `${row.learnerName}'s session with ${row.mentorName} on ${dayLabel(new Date(row.start), DEFAULT_TIME_ZONE)}`;
