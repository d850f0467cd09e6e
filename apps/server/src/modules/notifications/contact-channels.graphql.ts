import { builder } from '../../graphql-core/builder';
import { MeRef } from '../accounts/accounts.graphql';
import { requireRole } from '../accounts/guard';
import { limitRate } from '../rate-limits/guard';
import type { ContactChannelsView, QuietHoursView } from './contact-channels.service';
import { DeliveryChannelEnum } from './notifications.graphql';

const QuietHoursRef = builder.objectRef<QuietHoursView>('QuietHours').implement({
  description: 'When no WhatsApp or SMS goes to the number (but what happens within the hour), Lagos times',
  fields: (t) => ({
    from: t.exposeString('from', { description: "'HH:MM', 24-hour clock" }),
    to: t.exposeString('to', { description: "'HH:MM'; before `from` when the hours go over midnight" }),
  }),
});

const ContactChannelsRef = builder.objectRef<ContactChannelsView>('ContactChannels').implement({
  description: 'How the product reaches the signed-in person besides e-mail (decision 0044)',
  fields: (t) => ({
    email: t.exposeString('email', { description: "The account's e-mail: receipts and invoices always go there" }),
    phone: t.string({
      nullable: true,
      description: 'E.164 with its +',
      resolve: (c) => (c.phone ? `+${c.phone}` : null),
    }),
    phoneConfirmed: t.exposeBoolean('phoneConfirmed', {
      description: 'This account typed back a code sent to the number (requestPhoneCode, then confirmPhone signed in)',
    }),
    whatsapp: t.exposeBoolean('whatsapp'),
    sms: t.exposeBoolean('sms'),
    quietHours: t.field({ type: QuietHoursRef, resolve: (c) => c.quietHours }),
    stopped: t.field({
      type: [DeliveryChannelEnum],
      description: 'Channels the number opted out of (a STOP reply or the link): WhatsApp comes back with START',
      resolve: (c) => c.stopped,
    }),
  }),
});

const QuietHoursInput = builder.inputType('QuietHoursInput', {
  fields: (t) => ({
    from: t.string({ description: "'HH:MM' in Lagos, in 15-minute steps" }),
    to: t.string({ description: "'HH:MM'; at most 14 hours after `from`" }),
  }),
});

const ContactChannelsInput = builder.inputType('ContactChannelsInput', {
  description: "The account's channels, all at once; every field is checked by the shared schema",
  fields: (t) => ({
    phone: t.string({ description: 'Any way people write a mobile number; empty or null for none' }),
    whatsapp: t.boolean(),
    sms: t.boolean(),
    quietHours: t.field({ type: QuietHoursInput }),
  }),
});

builder.objectField(MeRef, 'contactChannels', (t) =>
  t.field({
    type: ContactChannelsRef,
    nullable: true,
    description: "The signed-in person's contact channels (null signed out)",
    resolve: async (viewer, _args, ctx) =>
      viewer.role === 'visitor' ? null : ctx.services.contactChannels.mine(viewer),
  }),
);

builder.mutationField('setContactChannels', (t) =>
  t.field({
    type: ContactChannelsRef,
    description:
      "Saves the signed-in account's phone, WhatsApp and SMS switches and quiet hours. A channel is on only for a " +
      'number this account confirmed with a code; SMS on lifts an SMS opt-out older than that code.',
    args: { input: t.arg({ type: ContactChannelsInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const viewer = await requireRole(ctx, 'user');
      await limitRate(ctx, 'setContactChannels');
      return ctx.services.contactChannels.set(viewer, input);
    },
  }),
);
