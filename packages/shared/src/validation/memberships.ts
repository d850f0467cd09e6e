import { z } from 'zod';
import { PAUSE_DAYS, weekdays } from '../memberships';

/** Memberships (issue 36): the inputs of the standing times, pause, cancel and plan change, parsed on both sides. */
export const STANDING_TIME_INVALID = 'Choose a day and a time on the hour or half hour, like Tuesday 18:00';
export const STANDING_TIME_ZONE_INVALID = 'Choose a time zone from the list';
export const STANDING_TIMES_TOO_MANY = 'Choose at most as many weekly times as your plan has sessions a week';
export const STANDING_TIMES_TWICE = 'Each weekly time can be chosen once';
export const PAUSE_DAYS_INVALID = `A pause is ${PAUSE_DAYS.min} to ${PAUSE_DAYS.max} days`;
export const CANCEL_REASON_TOO_LONG = 'Keep the reason to 500 characters';
export const PLAN_OPTION_REQUIRED = 'Choose one of the plan’s options';

const token = z.string().max(200).nullish();
const bookingId = z.string().min(1).max(64);

export const StandingTimeSchema = z.object({
  weekday: z.enum(weekdays, { error: STANDING_TIME_INVALID }),
  time: z.string({ error: STANDING_TIME_INVALID }).regex(/^([01]\d|2[0-3]):(00|30)$/, STANDING_TIME_INVALID),
  timeZone: z.string({ error: STANDING_TIME_ZONE_INVALID }).min(1, STANDING_TIME_ZONE_INVALID).max(64),
});
export type StandingTimeInput = z.infer<typeof StandingTimeSchema>;

export const SetStandingTimesSchema = z.object({
  bookingId,
  token,
  times: z
    .array(StandingTimeSchema)
    .max(20, STANDING_TIMES_TOO_MANY)
    .refine((times) => new Set(times.map((t) => `${t.weekday} ${t.time}`)).size === times.length, STANDING_TIMES_TWICE),
});

export const PauseMembershipSchema = z.object({
  bookingId,
  token,
  days: z
    .number({ error: PAUSE_DAYS_INVALID })
    .int(PAUSE_DAYS_INVALID)
    .min(PAUSE_DAYS.min, PAUSE_DAYS_INVALID)
    .max(PAUSE_DAYS.max, PAUSE_DAYS_INVALID),
});

export const CancelMembershipSchema = z.object({
  bookingId,
  token,
  reason: z.string().trim().max(500, CANCEL_REASON_TOO_LONG).nullish(),
});

export const MembershipRefSchema = z.object({ bookingId, token });
/** A page's memberships at once (the account's bookings, the mentor's table): as many as a page of either shows. */
export const MEMBERSHIPS_AT_ONCE = 50;
export const MembershipsOfSchema = z.object({
  bookingIds: z.array(z.string()).max(MEMBERSHIPS_AT_ONCE, `At most ${MEMBERSHIPS_AT_ONCE} bookings at once`),
});
export const SetAutoRenewSchema = z.object({ bookingId, token, on: z.boolean() });
export const ChangeMembershipPlanSchema = z.object({
  bookingId,
  token,
  planOption: z.string({ error: PLAN_OPTION_REQUIRED }).min(1, PLAN_OPTION_REQUIRED).max(40),
});
export const PayNextCycleSchema = z.object({ bookingId, token, method: z.enum(['CARD', 'TRANSFER']) });
