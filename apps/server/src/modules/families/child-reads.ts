import type { SessionOutcome, SessionStatus } from '@eazy2con/shared/sessions';

/** One of a child's sessions as their parent sees it: when, whether it happened, and the room while it is ahead. */
export interface ChildSessionView {
  start: Date;
  end: Date;
  status: SessionStatus;
  /** HELD, LEARNER_NO_SHOW or MENTOR_NO_SHOW once the mentor marked it; null before. */
  attendance: SessionOutcome | null;
  /** The video room, for a booked session that has not ended (the parent joins or hands it to the child). */
  roomUrl: string | null;
  mentorName: string | null;
}

/** A monthly progress report of a child's plan: what each held session was about, from the mentor's notes. */
export interface ChildReportView {
  cycle: number;
  text: string;
  sentAt: Date;
}

/** A child a mentor teaches, as the mentor may see them: first name and age band only. */
export interface TaughtChild {
  id: string;
  firstName: string;
  ageBand: string;
}

/**
 * What the families module reads from other modules' tables (bookings, sessions, progress reports): implemented by
 * the read models (read-models/child-activity.repo.ts) and handed over by the composition root, so families imports
 * none of them.
 */
export interface ChildReads {
  /** The child's sessions, oldest first; only those with `mentorId` when given (what that mentor may see). */
  sessionsOf(childId: string, mentorId?: string): Promise<ChildSessionView[]>;
  reportsOf(childId: string): Promise<ChildReportView[]>;
  /** Whether the mentor has a paid booking for the child (only then may they write to the child or see them). */
  teaches(mentorId: string, childId: string): Promise<boolean>;
  childrenTaughtBy(mentorId: string): Promise<TaughtChild[]>;
}
