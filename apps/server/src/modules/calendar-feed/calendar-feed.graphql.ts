import { builder } from '../../graphql-core/builder';
import { MeRef } from '../accounts/accounts.graphql';
import { requireRole } from '../accounts/guard';

builder.objectField(MeRef, 'calendarFeedUrl', (t) =>
  t.string({
    nullable: true,
    description:
      "The signed-in person's secret calendar feed address (an .ics URL a calendar app subscribes to: their sessions, " +
      'camp classes, advisory calls and webinars), made on the first ask; null signed out. Anyone holding it reads ' +
      'the calendar: renewCalendarFeed replaces it',
    resolve: async (viewer, _args, ctx) =>
      viewer.role === 'visitor' ? null : ctx.services.calendarFeed.urlFor(viewer.userId),
  }),
);

builder.mutationField('renewCalendarFeed', (t) =>
  t.string({
    description:
      'Makes a new calendar feed address for the signed-in account and answers it; the old address answers 404 at once (calendars subscribed to it stop updating)',
    resolve: async (_root, _args, ctx) => {
      const viewer = await requireRole(ctx, 'user');
      return ctx.services.calendarFeed.renew(viewer.userId);
    },
  }),
);
