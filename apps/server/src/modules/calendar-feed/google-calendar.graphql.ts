import { builder } from '../../graphql-core/builder';
import { MeRef } from '../accounts/accounts.graphql';
import { requireRole } from '../accounts/guard';
import { CONNECT_PATH, type GoogleCalendarStatus } from './google-calendar.service';

const GoogleCalendarRef = builder.objectRef<GoogleCalendarStatus>('GoogleCalendar').implement({
  description: "A mentor's Google Calendar connection (issue 37): busy times in, sessions out, every 10 minutes",
  fields: (t) => ({
    available: t.exposeBoolean('available', {
      description: 'The site has Google keys: without them no connect button is shown',
    }),
    connected: t.exposeBoolean('connected'),
    connectPath: t.string({
      description: 'Where the browser goes (a plain navigation) to connect it with Google',
      resolve: () => CONNECT_PATH,
    }),
    connectedAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.connectedAt }),
    lastSyncAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.lastSyncAt }),
    lastError: t.exposeString('lastError', { nullable: true }),
  }),
});

builder.objectField(MeRef, 'googleCalendar', (t) =>
  t.field({
    type: GoogleCalendarRef,
    nullable: true,
    description: "The signed-in mentor's Google Calendar connection; null for anyone who is not a mentor",
    resolve: (viewer, _args, ctx) =>
      viewer.role === 'visitor' || viewer.mentor?.status !== 'ACCEPTED'
        ? null
        : ctx.services.googleCalendar.status(viewer.mentor.id),
  }),
);

builder.mutationField('disconnectGoogleCalendar', (t) =>
  t.boolean({
    description:
      "Forgets the signed-in mentor's Google tokens and its busy times; the events already written stay in their calendar",
    resolve: async (_root, _args, ctx) => {
      const viewer = await requireRole(ctx, 'mentor');
      return ctx.services.googleCalendar.disconnect(viewer.mentor.id);
    },
  }),
);
