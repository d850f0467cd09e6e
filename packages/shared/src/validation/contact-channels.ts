import { z } from 'zod';
import { PHONE_MESSAGE, phoneDigits } from '../phone';

/**
 * "How we reach you" on /account (issue 35): the account's phone, whether WhatsApp and SMS are on for it, and its
 * quiet hours (decision 0044). Parsed by the account page's form and by `setContactChannels` on the server. Times are
 * Lagos wall-clock times, 'HH:MM' on a 24-hour clock; the phone is answered as E.164 digits.
 */

/** The product's quiet hours (decision 0030), which an account's own replace for its confirmed number. */
export const DEFAULT_QUIET_HOURS = { from: '21:00', to: '07:00' } as const;
/** The quiet hours' times go in steps of this many minutes (what a time field offers). */
export const QUIET_HOURS_STEP_MINUTES = 15;
/** At most this long, so the day-before reminders and the morning's messages still reach the person the same day. */
export const QUIET_HOURS_MAX_HOURS = 14;

export const QUIET_TIME_INVALID = 'Enter a time like 21:00, in steps of 15 minutes';
export const QUIET_HOURS_SAME = 'Quiet hours must start and end at different times';
export const QUIET_HOURS_TOO_LONG = `Quiet hours can last at most ${QUIET_HOURS_MAX_HOURS} hours, so your reminders still reach you`;
export const CHANNELS_CHOICE_INVALID = 'Say whether WhatsApp and SMS are on or off';
export const TEXTS_NEED_PHONE = 'Add your phone number to get WhatsApp or SMS';
export const TEXTS_NEED_CONFIRMED_PHONE =
  'Confirm your number with the code we text to it before turning on WhatsApp or SMS';

const DAY_MINUTES = 24 * 60;

/** 'HH:MM' → minutes after midnight, or null when it is not a time of day. */
export function minutesOfDay(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Minutes after midnight → 'HH:MM'. */
export const timeOfDay = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** How long quiet hours from `from` to `to` (minutes after midnight) last; over midnight when `to` comes first. */
export const quietMinutes = (from: number, to: number): number => (to - from + DAY_MINUTES) % DAY_MINUTES;

const time = z.string({ error: QUIET_TIME_INVALID }).transform((value, ctx) => {
  const minutes = minutesOfDay(value);
  if (minutes === null || minutes % QUIET_HOURS_STEP_MINUTES !== 0) {
    ctx.addIssue({ code: 'custom', message: QUIET_TIME_INVALID });
    return z.NEVER;
  }
  return minutes;
});

/** Quiet hours as minutes after midnight in Lagos: `from` ≠ `to`, at most QUIET_HOURS_MAX_HOURS long. */
export const QuietHoursSchema = z
  .object({ from: time, to: time }, { error: QUIET_TIME_INVALID })
  .superRefine(({ from, to }, ctx) => {
    if (from === to) ctx.addIssue({ code: 'custom', message: QUIET_HOURS_SAME });
    else if (quietMinutes(from, to) > QUIET_HOURS_MAX_HOURS * 60) {
      ctx.addIssue({ code: 'custom', message: QUIET_HOURS_TOO_LONG });
    }
  });

const phone = z
  .string({ error: PHONE_MESSAGE })
  .nullish()
  .transform((value, ctx) => {
    if (!value?.trim()) return null;
    const digits = phoneDigits(value);
    if (!digits) ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
    return digits;
  });

const onOff = z.boolean({ error: CHANNELS_CHOICE_INVALID });

/**
 * The whole of an account's channels, as saved: no phone (empty or left out) turns both text channels off. Whether the
 * number is confirmed is the server's to check (the code came back to this account, decision 0044).
 */
export const ContactChannelsSchema = z
  .object({ phone, whatsapp: onOff, sms: onOff, quietHours: QuietHoursSchema })
  .superRefine((value, ctx) => {
    if ((value.whatsapp || value.sms) && !value.phone) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: TEXTS_NEED_PHONE });
    }
  });

export type ContactChannelsInput = z.input<typeof ContactChannelsSchema>;
export type ContactChannelsChoice = z.output<typeof ContactChannelsSchema>;
