import { builder } from '../../graphql-core/builder';
import { NotificationChannelEnum } from '../bookings/mentor-bookings.graphql';
import { limitRate } from '../rate-limits/guard';
import type { WebinarAttendeeRow } from './webinar.repo';

// No timestamps: a repeat registration answers like a first one, so the answer must not tell whether (or when)
// the e-mail had registered before.
const WebinarAttendeeRef = builder.objectRef<WebinarAttendeeRow>('WebinarAttendee').implement({
  description: 'A webinar registration (spec 2 §3)',
  fields: (t) => ({
    id: t.exposeID('id'),
    fullName: t.exposeString('fullName'),
    phone: t.exposeString('phone'),
    email: t.exposeString('email'),
    source: t.exposeString('source'),
    joinMailList: t.exposeBoolean('joinMailList'),
    channels: t.field({ type: [NotificationChannelEnum], resolve: (r) => r.channels }),
  }),
});

// Every field optional here so that a missing one gets the form's message from the shared schema, not GraphQL's.
const CreateWebinarAttendeeInput = builder.inputType('CreateWebinarAttendeeInput', {
  fields: (t) => ({
    fullName: t.string(),
    phone: t.string(),
    email: t.string(),
    source: t.string({ description: "One of the call source options; 'Other Medium' when left out" }),
    joinMailList: t.boolean({ description: 'Also join the newsletter list; no when left out' }),
    channels: t.field({
      type: [NotificationChannelEnum],
      description:
        'Where to be told besides e-mail (always on): WHATSAPP, SMS on the phone given; reminders go there too',
    }),
  }),
});

builder.mutationField('createWebinarAttendee', (t) =>
  t.field({
    type: WebinarAttendeeRef,
    description:
      'Registers for the webinar and mails the joining details. The same e-mail again changes nothing stored: the owner is mailed the details and their change link again, and the answer echoes what was sent',
    args: { input: t.arg({ type: CreateWebinarAttendeeInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await limitRate(ctx, 'createWebinarAttendee');
      const attendee = await ctx.services.webinar.register(input);
      // After the registration committed: the admin webinar list refreshes (onCreateWebinarAttendee).
      await ctx.services.admin.webinarAttendeeCreated(attendee.id);
      return attendee;
    },
  }),
);

builder.mutationField('changeWebinarAttendee', (t) =>
  t.field({
    type: WebinarAttendeeRef,
    description:
      "Changes a registration through its owner's link (the `change` parameter of the link in the webinar mail): every detail but the e-mail, which must be the registration's",
    args: {
      change: t.arg.string({ required: true }),
      input: t.arg({ type: CreateWebinarAttendeeInput, required: true }),
    },
    resolve: async (_root, { change, input }, ctx) => {
      await limitRate(ctx, 'changeWebinarAttendee');
      return ctx.services.webinar.change(change, input);
    },
  }),
);
