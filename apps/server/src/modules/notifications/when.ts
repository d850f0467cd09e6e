import { DEFAULT_TIME_ZONE, dayLabel, slotLabel } from '@eazy2con/shared/sessions';

/** 'Tuesday 1 December, 10:00 WAT': when an event starts, as every message says it (the sessions' whenLabel too). */
export const eventWhen = (at: Date): string =>
  `${dayLabel(at, DEFAULT_TIME_ZONE)}, ${slotLabel(at, DEFAULT_TIME_ZONE)}`;
