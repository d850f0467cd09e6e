import { builder } from '../../graphql-core/builder';
import { NotificationChannelEnum } from '../bookings/mentor-bookings.graphql';
import { limitRate } from '../rate-limits/guard';
import type { BookAdvisoryRow } from './advisory.repo';

const BookAdvisoryRef = builder.objectRef<BookAdvisoryRow>('BookAdvisory').implement({
  description: 'An advisory call booked from the kids page (spec 2 §3)',
  fields: (t) => ({
    id: t.exposeID('id'),
    fullName: t.exposeString('fullName'),
    phone: t.exposeString('phone'),
    email: t.exposeString('email'),
    source: t.exposeString('source'),
    callDate: t.exposeString('callDate', { description: 'The day of the call, DD-MM-YYYY (Lagos)' }),
    callTime: t.exposeString('callTime', { description: "The slot, e.g. '9:20 AM' (WAT, GMT+1)" }),
    callAt: t.expose('callAt', { type: 'DateTime', description: 'The instant the call starts' }),
    channels: t.field({ type: [NotificationChannelEnum], resolve: (r) => r.channels }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

// Every field optional here so that a missing one gets the spec's message from the shared schema, not GraphQL's.
const CreateBookAdvisoryInput = builder.inputType('CreateBookAdvisoryInput', {
  fields: (t) => ({
    fullName: t.string(),
    phone: t.string(),
    email: t.string(),
    source: t.string({ description: "One of the call source options; 'Other Medium' when left out" }),
    callDate: t.string({ description: 'DD-MM-YYYY' }),
    callTime: t.string({ description: "One of the 24 slots, '9:00 AM' to '4:40 PM'" }),
    channels: t.field({
      type: [NotificationChannelEnum],
      description:
        'Where to be told besides e-mail (always on): WHATSAPP, SMS on the phone given; reminders go there too',
    }),
  }),
});

builder.queryField('advisorySlotsTaken', (t) =>
  t.stringList({
    description: 'The times already booked on a date (DD-MM-YYYY), earliest first: times only, no personal data',
    args: { date: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.advisory.takenTimes(args),
  }),
);

builder.mutationField('createBookAdvisory', (t) =>
  t.field({
    type: BookAdvisoryRef,
    description:
      'Books an advisory call in a free slot. CONFLICT when someone else holds that date and time; the booker is mailed a calendar invite',
    args: { input: t.arg({ type: CreateBookAdvisoryInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await limitRate(ctx, 'createBookAdvisory');
      return ctx.services.advisory.book(input);
    },
  }),
);
