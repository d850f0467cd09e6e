import { JOIN_OPENS_MINUTES, type SessionActor } from '@eazy2con/shared/sessions';
import { slotsWindowSchema } from '@eazy2con/shared/validation/sessions';
import { readPage, type Page, type PageArgs } from '../../lib/paging';
import { isUuid } from '../../lib/uuid';
import { parseInput } from '../../lib/validate';
import { BOOKING_NOT_FOUND } from '../../lib/booking-access';
import type { MentorBookingRow } from '../bookings/mentor-bookings.schema';
import type { MentorBookingsService } from '../bookings/mentor-bookings.service';
import type { MentorViewer } from '../accounts/viewer';
import type { MentorsService } from '../mentors/mentors.service';
import { AppError } from '../../lib/app-error';
import type { AvailabilityService } from './availability.service';
import { rulesOf } from './availability.service';
import { responseDueAt } from './session-outcome.service';
import { mentorName, sessionEvent, type SessionMailsDeps, type SessionMentor } from './session-mails';
import { actorOf, busyIntervals, entitlementOf, firstCycle, isLearner, type Caller } from './session-rules';
import type { AdminSessionsFilter, BusyRow, SessionsRepo } from './sessions.repo';
import type { SessionRow } from './sessions.schema';
import type { SessionsService } from './sessions.service';
import { computeSlots, type Interval } from './slots';
import type { MembershipCyclesPort } from './sessions-deps';
import type { VideoRooms } from './video-rooms';
import type { LearnerLinks } from './learner-links';
import { calendarFile } from '../mail/calendar-invite';

/** The mentor's group sessions of this length that have a seat left, by group key. */
function openGroups(rows: BusyRow[], seats: number, minutes: number): Map<string, Interval> {
  const open = new Map<string, Interval>();
  if (seats < 2) return open;
  const taken = new Map<string, number>();
  for (const row of rows)
    if (row.groupKey.startsWith('group:')) taken.set(row.groupKey, (taken.get(row.groupKey) ?? 0) + 1);
  for (const row of rows) {
    const fits = row.end.getTime() - row.start.getTime() === minutes * MINUTE;
    if (fits && (taken.get(row.groupKey) ?? seats) < seats) open.set(row.groupKey, { start: row.start, end: row.end });
  }
  return open;
}

/** A session as one person sees it: the room only for its two people and only when it opens, notes only for the mentor. */
export interface SessionView extends SessionRow {
  viewerRole: SessionActor;
  learnerName: string;
  mentorName: string;
  plan: string;
  joinUrl: string | null;
  joinOpensAt: Date;
  freeChangeUntil: Date;
  responseDueAt: Date | null;
  /** The mentor's record stands: confirmed by the learner, or not answered in time. */
  outcomeSettled: boolean;
}

/** A free start as mentorSlots answers it: the time, and how long it keeps the mentor busy (end plus buffer). */
export interface Slot extends Interval {
  blockedUntil: Date;
}

export interface BookingSessions {
  booking: MentorBookingRow;
  mentorName: string | null;
  cycleStart: Date;
  cycleEnd: Date;
  included: number;
  used: number;
  minutes: number;
  format: 'ONE_ON_ONE' | 'GROUP';
  weekendsOnly: boolean;
  sessions: SessionView[];
}

export interface SessionViewsDeps extends Pick<SessionMailsDeps, 'site' | 'publicUrl'> {
  repo: SessionsRepo;
  sessions: Pick<SessionsService, 'now' | 'mentorsById'>;
  availability: Pick<AvailabilityService, 'row' | 'calendarBusy'>;
  bookings: Pick<MentorBookingsService, 'findByIds' | 'listWithMentorByEmail'>;
  mentors: Pick<MentorsService, 'getPublicMentor'>;
  rooms: VideoRooms;
  links?: LearnerLinks | undefined;
  /** A membership's later cycles (issue 36): after the first, the card shows the paid cycle in force. */
  cycles?: Pick<MembershipCyclesPort, 'paidCycleAt'> | undefined;
}

const MINUTE = 60_000;
/** A signed link keeps working for an hour after the end (a session that runs over). */
const JOIN_CLOSES_MINUTES = 60;
const CALENDAR_LIMIT = 500;

/** The reads of the sessions module: slots, a learner's sessions, a mentor's calendar, the admin list, invites. */
export class SessionViewsService {
  constructor(private readonly deps: SessionViewsDeps) {}

  /**
   * mentorSlots: a public mentor's free starts in [from, to), for a session of `minutes`. With `groupSeats` (a Team
   * plan's group size) the starts of the mentor's group sessions that still have a seat are offered too: booking one
   * joins that group.
   */
  async slots(input: {
    mentorId: string;
    from: unknown;
    to: unknown;
    minutes?: number | null;
    weekendsOnly?: boolean | null;
    groupSeats?: number | null;
  }): Promise<Slot[]> {
    const now = this.deps.sessions.now();
    const { mentorId, from, to } = parseInput(slotsWindowSchema(now), input);
    const mentor = isUuid(mentorId) ? await this.deps.mentors.getPublicMentor(mentorId) : null;
    if (!mentor) throw new AppError('NOT_FOUND', 'Mentor does not exist');
    const minutes = Math.min(Math.max(input.minutes ?? 60, 15), 240);
    const rules = rulesOf(await this.deps.availability.row(mentor.id));
    const until = new Date(to.getTime() + minutes * MINUTE);
    const busyRows = await this.deps.repo.busy(mentor.id, from, until);
    const calendarBusy = await this.deps.availability.calendarBusy(mentor.id, from, until);
    const open = openGroups(busyRows, input.groupSeats ?? 0, minutes);
    const free = computeSlots({
      rules,
      busy: busyIntervals(busyRows, rules.bufferMinutes, (row) => open.has(row.groupKey)),
      calendarBusy,
      now,
      from,
      to,
      durationMinutes: minutes,
      weekendsOnly: input.weekendsOnly ?? false,
    });
    const earliest = now.getTime() + rules.minNoticeMinutes * MINUTE;
    const joinable = [...open.values()].filter((g) => g.start >= from && g.start < to && g.start.getTime() >= earliest);
    const seen = new Set(free.map((s) => s.start.getTime()));
    const buffer = rules.bufferMinutes * MINUTE;
    return [...free, ...joinable.filter((g) => !seen.has(g.start.getTime()))]
      .sort((a, b) => a.start.getTime() - b.start.getTime())
      .map((slot) => ({ ...slot, blockedUntil: new Date(slot.end.getTime() + buffer) }));
  }

  /**
   * "My sessions": one booking by its token (the mailed link), or every booking with a mentor under the signed-in
   * person's confirmed address.
   */
  async forLearner(caller: Caller, bookingId?: string | null): Promise<BookingSessions[]> {
    let bookings: MentorBookingRow[];
    if (bookingId) {
      const [booking] = isUuid(bookingId) ? await this.deps.bookings.findByIds([bookingId]) : [];
      if (!booking || !isLearner(booking, caller, this.deps.links)) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
      bookings = [booking];
    } else {
      const { viewer } = caller;
      if (viewer.role === 'visitor') throw new AppError('UNAUTHENTICATED', 'Sign in to see your sessions');
      bookings = viewer.emailVerified ? await this.deps.bookings.listWithMentorByEmail(viewer.email) : [];
    }
    const rows = await this.deps.repo.byBookings(bookings.map((b) => b.id));
    const mentors = await this.deps.sessions.mentorsById(bookings.map((b) => b.mentorId));
    const views = await Promise.all(
      rows.map((row) => {
        const booking = bookings.find((b) => b.id === row.bookingId);
        return booking ? this.view(row, booking, mentors, caller) : Promise.resolve(null);
      }),
    );
    const now = this.deps.sessions.now();
    const later = await Promise.all(
      bookings.map(async (b) =>
        now >= firstCycle(b).end ? ((await this.deps.cycles?.paidCycleAt(b.id, now)) ?? null) : null,
      ),
    );
    return bookings.map((booking, i) => {
      const { option, entitlement } = entitlementOf(booking);
      // The cycle in force: a membership's paid later cycle once the first has ended, else the first.
      const cycle = later[i] ?? { number: 1, ...firstCycle(booking), included: option.sessions };
      const own = views.filter((v): v is SessionView => v !== null && v.bookingId === booking.id);
      const mentor = booking.mentorId ? mentors.get(booking.mentorId) : undefined;
      return {
        booking,
        mentorName: mentor ? mentorName(mentor) : null,
        cycleStart: cycle.start,
        cycleEnd: cycle.end,
        included: cycle.included,
        used: own.filter((s) => s.cycle === cycle.number && (s.status === 'BOOKED' || s.forfeited)).length,
        minutes: option.minutes,
        format: entitlement.format,
        weekendsOnly: entitlement.weekendsOnly,
        sessions: own,
      };
    });
  }

  /** The signed-in mentor's sessions starting in [from, to) (their week calendar). */
  async forMentor(viewer: MentorViewer, from: Date, to: Date): Promise<SessionView[]> {
    const rows = await this.deps.repo.forMentor(viewer.mentor.id, from, to, CALENDAR_LIMIT);
    return this.views(rows, { viewer });
  }

  /** The admin list, paged in the database. */
  async forAdmin(caller: Caller, page: PageArgs, filter: AdminSessionsFilter): Promise<Page<SessionView>> {
    const found = await readPage(
      page,
      { at: 'timestamp', id: 'uuid' },
      ({ take, after }) =>
        this.deps.repo.adminPage(take, after ? { at: new Date(after.at), id: after.id } : null, filter),
      (row) => ({ at: row.startAt.toISOString(), id: row.id }),
    );
    return { items: await this.views(found.items, caller), nextToken: found.nextToken };
  }

  /** The invite file of a session, for its learner or its mentor only; null for anyone else (the route says 404). */
  async invite(id: string, caller: Caller): Promise<string | null> {
    const row = isUuid(id) ? await this.deps.repo.findById(id) : null;
    const [booking] = row ? await this.deps.bookings.findByIds([row.bookingId]) : [];
    if (!row || !booking) return null;
    const actor = actorOf(row, booking, caller, this.deps.links);
    if (actor !== 'LEARNER' && actor !== 'MENTOR') return null;
    const mentor = (await this.deps.sessions.mentorsById([row.mentorId])).get(row.mentorId ?? '');
    if (!mentor) return null;
    return calendarFile(sessionEvent(row, booking, mentor, this.deps));
  }

  private async views(rows: SessionRow[], caller: Caller): Promise<SessionView[]> {
    const bookings = await this.deps.bookings.findByIds([...new Set(rows.map((r) => r.bookingId))]);
    const byId = new Map(bookings.map((b) => [b.id, b]));
    const mentors = await this.deps.sessions.mentorsById(rows.map((r) => r.mentorId));
    const views = await Promise.all(
      rows.map((row) => {
        const booking = byId.get(row.bookingId);
        return booking ? this.view(row, booking, mentors, caller) : Promise.resolve(null);
      }),
    );
    return views.filter((v): v is SessionView => v !== null);
  }

  private async view(
    row: SessionRow,
    booking: MentorBookingRow,
    mentors: Map<string, SessionMentor>,
    caller: Caller,
  ): Promise<SessionView | null> {
    const role = actorOf(row, booking, caller, this.deps.links);
    if (!role) return null;
    const now = this.deps.sessions.now();
    const mentor = row.mentorId ? mentors.get(row.mentorId) : undefined;
    const { entitlement } = entitlementOf(booking);
    const joinOpensAt = new Date(row.startAt.getTime() - JOIN_OPENS_MINUTES * MINUTE);
    const open =
      row.status === 'BOOKED' &&
      now >= joinOpensAt &&
      now <= new Date(row.endAt.getTime() + JOIN_CLOSES_MINUTES * MINUTE);
    const guest =
      role === 'LEARNER'
        ? { name: booking.fullName, email: booking.email, moderator: false }
        : mentor && role === 'MENTOR'
          ? { name: mentorName(mentor), email: mentor.email, moderator: true }
          : null;
    const due = responseDueAt(row);
    return {
      ...row,
      // The mentor's notes are theirs and the team's; a learner sees what happened, not the notes.
      outcomeNotes: role === 'LEARNER' ? null : row.outcomeNotes,
      viewerRole: role,
      learnerName: booking.fullName,
      mentorName: mentor ? mentorName(mentor) : 'Your mentor',
      plan: booking.type,
      joinUrl: open && guest ? await this.deps.rooms.joinUrl({ url: row.roomUrl }, guest, { end: row.endAt }) : null,
      // The bare room address is never handed out: people join through `joinUrl`, when it opens.
      roomUrl: '',
      joinOpensAt,
      freeChangeUntil: new Date(row.startAt.getTime() - entitlement.freeChangeHours * 3_600_000),
      responseDueAt: due,
      outcomeSettled: row.learnerResponse === 'CONFIRMED' || (due !== null && !row.learnerResponse && now > due),
    };
  }
}
