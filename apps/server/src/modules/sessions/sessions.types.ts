import type { SessionRow } from './sessions.schema';

/** A busy interval of a mentor, as the slot engine reads it. */
export interface BusyRow {
  id: string;
  start: Date;
  end: Date;
  /** The end plus the buffer the mentor had when it was booked (what the database keeps free). */
  blockedUntil: Date;
  groupKey: string;
}

export interface AdminSessionsFilter {
  /** Only sessions whose learner disputed the outcome. */
  disputed?: boolean;
  status?: SessionRow['status'];
}
