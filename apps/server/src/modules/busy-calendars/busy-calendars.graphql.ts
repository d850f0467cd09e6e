import { builder } from '../../graphql-core/builder';
import { requireRole } from '../accounts/guard';
import type { BusyCalendarView } from './busy-calendars.service';
import type { Clash } from './clashes';

// A mentor's busy calendars (issue 37): the addresses they pasted (listed masked: the address is a secret), their
// imported busy times, and the sessions booked over one of them (clashes, with "Move" and "Keep").

const BusyCalendarRef = builder.objectRef<BusyCalendarView>('BusyCalendar').implement({
  description: 'A calendar whose busy times the mentor’s slots leave free',
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url', { description: 'The address, masked (the full address is a secret)' }),
    kind: t.string({ description: 'ICS (a pasted address) or GOOGLE', resolve: (c) => c.kind.toUpperCase() }),
    lastFetchedAt: t.expose('lastFetchedAt', { type: 'DateTime', nullable: true }),
    lastError: t.exposeString('lastError', {
      nullable: true,
      description: 'Why the last fetch failed; null when it worked',
    }),
    busyCount: t.exposeInt('busyCount', {
      description: 'Busy times from now on, up to 26 weeks ahead (as far as a mentor takes bookings)',
    }),
  }),
});

const BusyTimeRef = builder.objectRef<{ start: Date; end: Date }>('BusyTime').implement({
  fields: (t) => ({
    start: t.expose('start', { type: 'DateTime' }),
    end: t.expose('end', { type: 'DateTime' }),
  }),
});

const CalendarClashRef = builder.objectRef<Clash>('CalendarClash').implement({
  description: 'A session booked over a busy time of the mentor’s own calendar',
  fields: (t) => ({
    sessionId: t.exposeID('sessionId'),
    start: t.expose('start', { type: 'DateTime' }),
    end: t.expose('end', { type: 'DateTime' }),
    learnerName: t.exposeString('learnerName'),
    busyStart: t.expose('busyStart', { type: 'DateTime' }),
    busyEnd: t.expose('busyEnd', { type: 'DateTime' }),
  }),
});

builder.queryFields((t) => ({
  myBusyCalendars: t.field({
    type: [BusyCalendarRef],
    description: "The signed-in mentor's busy calendars",
    resolve: async (_root, _args, ctx) => ctx.services.busyCalendars.list(await requireRole(ctx, 'mentor')),
  }),
  myBusyTimes: t.field({
    type: [BusyTimeRef],
    description: "The signed-in mentor's imported busy times overlapping [from, to) (at most 10 weeks)",
    args: { from: t.arg({ type: 'DateTime', required: true }), to: t.arg({ type: 'DateTime', required: true }) },
    resolve: async (_root, { from, to }, ctx) =>
      ctx.services.busyCalendars.busyTimes(await requireRole(ctx, 'mentor'), from, to),
  }),
  myCalendarClashes: t.field({
    type: [CalendarClashRef],
    description: "The signed-in mentor's sessions booked over a busy time of their calendars, not yet kept",
    resolve: async (_root, _args, ctx) => ctx.services.busyCalendars.clashes(await requireRole(ctx, 'mentor')),
  }),
}));

builder.mutationFields((t) => ({
  addBusyCalendar: t.field({
    type: BusyCalendarRef,
    description: 'Adds a calendar address (https:// or webcal://); it is fetched at once and every 10 minutes',
    args: { url: t.arg.string({ required: true }) },
    resolve: async (_root, { url }, ctx) => ctx.services.busyCalendars.add(await requireRole(ctx, 'mentor'), { url }),
  }),
  removeBusyCalendar: t.field({
    type: 'Boolean',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) =>
      ctx.services.busyCalendars.remove(await requireRole(ctx, 'mentor'), String(id)),
  }),
  keepCalendarClash: t.field({
    type: 'Boolean',
    description: 'Keeps the session over this busy time; the clash is not shown again',
    args: {
      sessionId: t.arg.id({ required: true }),
      busyStart: t.arg({ type: 'DateTime', required: true }),
      busyEnd: t.arg({ type: 'DateTime', required: true }),
    },
    resolve: async (_root, args, ctx) =>
      ctx.services.busyCalendars.keepClash(await requireRole(ctx, 'mentor'), String(args.sessionId), {
        start: args.busyStart,
        end: args.busyEnd,
      }),
  }),
}));
