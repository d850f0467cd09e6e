import { AvailabilitySchema, type Availability } from '@eazy2con/shared/sessions';
import type { MentorAvailability } from './queries';

export interface Range {
  start: string;
  end: string;
}

/**
 * The Availability form's state: the weekly hours by day (0 Sunday … 6 Saturday, as the server counts) so that a
 * day's rows stay together, and the numbers as typed, so that an emptied field shows a message instead of a 0.
 */
export interface Draft {
  timeZone: string;
  days: Range[][];
  overrides: { date: string; hours: Range[] }[];
  timeOff: { from: string; to: string }[];
  minNoticeHours: string;
  bufferMinutes: string;
  horizonWeeks: string;
  acceptingNewMentees: boolean;
}

export type NumberField = 'minNoticeHours' | 'bufferMinutes' | 'horizonWeeks';

/** Messages by where they show: 'timeZone', 'day.1.0.end', 'day.1' (the whole day), 'overrides.0.date', … */
export type DraftErrors = Record<string, string>;

/** The form lists the week from Monday; the server numbers days from Sunday. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The hours a new range starts with, changed in place by the mentor. */
export const NEW_RANGE: Range = { start: '09:00', end: '17:00' };

const range = ({ start, end }: Range): Range => ({ start, end });

export function draftOf(saved: MentorAvailability): Draft {
  return {
    timeZone: saved.timeZone,
    days: DAY_NAMES.map((_, day) => saved.weekly.filter((w) => w.day === day).map(range)),
    overrides: saved.overrides.map((o) => ({ date: o.date, hours: o.hours.map(range) })),
    timeOff: saved.timeOff.map(({ from, to }) => ({ from, to })),
    minNoticeHours: String(saved.minNoticeHours),
    bufferMinutes: String(saved.bufferMinutes),
    horizonWeeks: String(saved.horizonWeeks),
    acceptingNewMentees: saved.acceptingNewMentees,
  };
}

// An emptied number field is NaN, which the schema refuses (with a message replaced below).
const numberOf = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));

/** The weekly rows in the order they are sent, each with the day and row it came from. */
function weeklyRows(days: Range[][]) {
  return WEEK_ORDER.flatMap((day) => (days[day] ?? []).map((r, row) => ({ day, row, start: r.start, end: r.end })));
}

/** What saveMentorAvailability is sent. */
export function inputOf(draft: Draft): Availability {
  return {
    timeZone: draft.timeZone,
    weekly: weeklyRows(draft.days).map(({ day, start, end }) => ({ day, start, end })),
    overrides: draft.overrides.map((o) => ({ date: o.date, hours: o.hours.map(range) })),
    timeOff: draft.timeOff.map(({ from, to }) => ({ from, to })),
    minNoticeHours: numberOf(draft.minNoticeHours),
    bufferMinutes: numberOf(draft.bufferMinutes),
    horizonWeeks: numberOf(draft.horizonWeeks),
    acceptingNewMentees: draft.acceptingNewMentees,
  };
}

const issuesOf = (input: Availability) => AvailabilitySchema.safeParse(input).error?.issues ?? [];
const refusesPart = (input: Availability, part: 'weekly' | 'overrides') =>
  issuesOf(input).some((issue) => issue.path[0] === part);
const NUMBER_FIELDS: readonly string[] = ['minNoticeHours', 'bufferMinutes', 'horizonWeeks'] satisfies NumberField[];

/**
 * The shared schema's messages, each placed next to what it is about. The schema says 'Hours on the same day must
 * not overlap' about the whole week; checking each day (and each date) alone with the same schema finds which.
 */
export function draftErrors(draft: Draft): DraftErrors {
  const input = inputOf(draft);
  const rows = weeklyRows(draft.days);
  const errors: DraftErrors = {};
  for (const issue of issuesOf(input)) {
    const [first, index, ...rest] = issue.path.map(String);
    // zod's own words for NaN or 1.5 ('Invalid input: expected int…') are not for people.
    const message =
      issue.code === 'invalid_type' && NUMBER_FIELDS.includes(first ?? '') ? 'Enter a whole number' : issue.message;
    let key = issue.path.map(String).join('.');
    if (first === 'weekly' && index !== undefined) {
      const at = rows[Number(index)];
      if (at) key = ['day', at.day, at.row, ...rest].join('.');
    }
    errors[key] ??= message;
  }
  if (errors.weekly) {
    const days = WEEK_ORDER.filter((day) =>
      refusesPart({ ...input, weekly: input.weekly.filter((w) => w.day === day) }, 'weekly'),
    );
    for (const day of days) errors[`day.${day}`] = errors.weekly;
    if (days.length) delete errors.weekly;
  }
  if (errors.overrides) {
    const alone = input.overrides.map((o) => refusesPart({ ...input, overrides: [o] }, 'overrides'));
    alone.forEach((bad, i) => {
      if (bad) errors[`overrides.${i}`] = errors.overrides ?? '';
    });
    if (alone.some(Boolean)) delete errors.overrides;
  }
  return errors;
}
