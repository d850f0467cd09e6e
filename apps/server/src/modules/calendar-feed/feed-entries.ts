/**
 * What a calendar feed lists, read across the modules that hold it (sessions and bookings, camp, advisory, webinar)
 * by a read model the composition root hands over (read-models/calendar-entries.repo.ts, decision 0037): this module
 * declares what it needs and never imports those tables.
 */

/** Whose feed: the account, its confirmed e-mail (null until confirmed: nothing booked by e-mail shows) and mentor. */
export interface FeedPerson {
  userId: string;
  email: string | null;
  mentorId: string | null;
}

/** One learner's place in a mentoring session, as the mentor's or the learner's feed lists it. */
export interface FeedSession {
  id: string;
  side: 'MENTOR' | 'LEARNER';
  startAt: Date;
  endAt: Date;
  status: 'BOOKED' | 'CANCELLED' | 'RELEASED';
  /** The row's invite SEQUENCE: raised by each move and cancel (sessions.service.ts). */
  sequence: number;
  roomUrl: string;
  updatedAt: Date;
  format: string;
  plan: string;
  course: string;
  learnerName: string;
  childName: string | null;
  mentorName: string | null;
}

export interface FeedCall {
  id: string;
  callAt: Date;
  updatedAt: Date;
}

/** A paid weekend camp registration: its children have the weekend classes from when it was made. */
export interface FeedCampRegistration {
  id: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface FeedWebinarRegistration {
  id: string;
  updatedAt: Date;
}

export interface FeedEntries {
  sessions: FeedSession[];
  calls: FeedCall[];
  camps: FeedCampRegistration[];
  webinars: FeedWebinarRegistration[];
}

export interface FeedWindow {
  /** Sessions and calls starting from here (a month back); everything later, up to `limit` of each. */
  from: Date;
  limit: number;
  /** The webinar now announced (config.webinar.key): only its registrations are listed. */
  webinarKey: string;
}

export interface CalendarFeedReads {
  /** The account, its confirmed e-mail and mentor record; null for an account that is gone. */
  person(userId: string): Promise<FeedPerson | null>;
  /** Everything of the person's in the window: a handful of indexed reads, whatever they hold. */
  entries(person: FeedPerson, window: FeedWindow): Promise<FeedEntries>;
  /**
   * A mentor's sessions starting from `from` whose row changed after `since`, oldest change first (the Google
   * Calendar sync writes them in that order and remembers how far it got).
   */
  mentorSessionsChanged(mentorId: string, since: Date, from: Date, limit: number): Promise<FeedSession[]>;
}
