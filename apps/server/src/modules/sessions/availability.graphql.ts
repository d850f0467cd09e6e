import type { Availability } from '@eazy2con/shared/sessions';
import { builder } from '../../graphql-core/builder';
import { requireRole } from '../accounts/guard';

// A mentor's availability (issue 22): the types of the weekly hours, overrides and time off, and the two fields
// that read and save them. Slots and sessions are in sessions.graphql.ts.

const TimeRangeRef = builder.objectRef<{ start: string; end: string }>('TimeRange').implement({
  fields: (t) => ({ start: t.exposeString('start'), end: t.exposeString('end') }),
});
const WeeklyHoursRef = builder.objectRef<Availability['weekly'][number]>('WeeklyHours').implement({
  fields: (t) => ({
    day: t.exposeInt('day', { description: '0 Sunday … 6 Saturday' }),
    start: t.exposeString('start'),
    end: t.exposeString('end'),
  }),
});
const DateOverrideRef = builder.objectRef<Availability['overrides'][number]>('DateOverride').implement({
  fields: (t) => ({
    date: t.exposeString('date'),
    hours: t.field({ type: [TimeRangeRef], description: 'Empty: not available that day', resolve: (o) => o.hours }),
  }),
});
const TimeOffRef = builder.objectRef<Availability['timeOff'][number]>('TimeOff').implement({
  fields: (t) => ({ from: t.exposeString('from'), to: t.exposeString('to') }),
});

export const AvailabilityRef = builder.objectRef<Availability>('MentorAvailability').implement({
  description: 'A mentor’s bookable hours, in their own time zone',
  fields: (t) => ({
    timeZone: t.exposeString('timeZone'),
    weekly: t.field({ type: [WeeklyHoursRef], resolve: (a) => a.weekly }),
    overrides: t.field({ type: [DateOverrideRef], resolve: (a) => a.overrides }),
    timeOff: t.field({ type: [TimeOffRef], resolve: (a) => a.timeOff }),
    minNoticeHours: t.exposeInt('minNoticeHours'),
    bufferMinutes: t.exposeInt('bufferMinutes'),
    horizonWeeks: t.exposeInt('horizonWeeks'),
    acceptingNewMentees: t.exposeBoolean('acceptingNewMentees'),
  }),
});

const TimeRangeInput = builder.inputType('TimeRangeInput', {
  fields: (t) => ({ start: t.string({ required: true }), end: t.string({ required: true }) }),
});
const WeeklyHoursInput = builder.inputType('WeeklyHoursInput', {
  fields: (t) => ({
    day: t.int({ required: true }),
    start: t.string({ required: true }),
    end: t.string({ required: true }),
  }),
});
const DateOverrideInput = builder.inputType('DateOverrideInput', {
  fields: (t) => ({ date: t.string({ required: true }), hours: t.field({ type: [TimeRangeInput], required: true }) }),
});
const TimeOffInput = builder.inputType('TimeOffInput', {
  fields: (t) => ({ from: t.string({ required: true }), to: t.string({ required: true }) }),
});
const AvailabilityInput = builder.inputType('MentorAvailabilityInput', {
  fields: (t) => ({
    timeZone: t.string({ required: true }),
    weekly: t.field({ type: [WeeklyHoursInput], required: true }),
    overrides: t.field({ type: [DateOverrideInput], required: true }),
    timeOff: t.field({ type: [TimeOffInput], required: true }),
    minNoticeHours: t.int({ required: true }),
    bufferMinutes: t.int({ required: true }),
    horizonWeeks: t.int({ required: true }),
    acceptingNewMentees: t.boolean({ required: true }),
  }),
});

builder.queryFields((t) => ({
  mentorAvailability: t.field({
    type: AvailabilityRef,
    description: "The signed-in mentor's availability (defaults until saved)",
    resolve: async (_root, _args, ctx) => ctx.services.availability.forMentor(await requireRole(ctx, 'mentor')),
  }),
}));

builder.mutationFields((t) => ({
  saveMentorAvailability: t.field({
    type: AvailabilityRef,
    args: { input: t.arg({ type: AvailabilityInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ctx.services.availability.save(await requireRole(ctx, 'mentor'), input),
  }),
}));
