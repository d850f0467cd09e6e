import { builder } from '../../graphql-core/builder';
import { pageArgs, pageCost, pageRef } from '../../graphql-core/paging';
import { adminResolver } from '../../graphql-core/admin-operations';
import { limitRate } from '../rate-limits/guard';
import type { DeliveryRow } from './notifications.repo';

export const DeliveryChannelEnum = builder.enumType('DeliveryChannel', {
  description: 'A channel of the WhatsApp and SMS outbox (e-mail has its own, mailOutbox)',
  values: ['WHATSAPP', 'SMS'] as const,
});

export const DeliveryStatusEnum = builder.enumType('DeliveryStatus', {
  values: {
    HELD: { value: 'held', description: "Kept here because the channel's keys are unset; never sent" },
    PENDING: {
      value: 'pending',
      description: 'Waiting for the worker (a first try, a retry, or the end of quiet hours)',
    },
    SENDING: { value: 'sending', description: 'Claimed by a worker' },
    SENT: { value: 'sent', description: 'The provider accepted it' },
    DELIVERED: { value: 'delivered', description: "The provider's delivery report says it reached the phone" },
    READ: { value: 'read', description: 'WhatsApp says the person read it' },
    FAILED: { value: 'failed', description: 'Refused, out of attempts, expired or opted out; an admin may retry it' },
  } as const,
});

const DeliveryRef = builder.objectRef<DeliveryRow>('NotificationDelivery').implement({
  description: 'A WhatsApp or SMS message in the outbox (admins only)',
  fields: (t) => ({
    id: t.exposeID('id'),
    channel: t.field({
      type: DeliveryChannelEnum,
      // The table's check constraint keeps e-mail out of it.
      resolve: (d) => (d.channel === 'EMAIL' ? 'SMS' : d.channel),
    }),
    to: t.string({ description: 'The number, E.164 with its +', resolve: (d) => `+${d.recipient}` }),
    template: t.exposeString('template'),
    text: t.exposeString('text', { description: 'What the person reads' }),
    status: t.field({ type: DeliveryStatusEnum, resolve: (d) => d.status }),
    attempts: t.exposeInt('attempts'),
    providerMessageId: t.exposeString('providerMessageId', {
      nullable: true,
      description: "WhatsApp's message id (wamid) or Termii's message_id, once the provider accepted it",
    }),
    lastError: t.exposeString('lastError', { nullable: true }),
    nextAttemptAt: t.expose('nextAttemptAt', { type: 'DateTime' }),
    eventAt: t.expose('eventAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
    deliveredAt: t.expose('deliveredAt', { type: 'DateTime', nullable: true }),
  }),
});

const DeliveryPageRef = pageRef<DeliveryRow>('NotificationDeliveryPage', DeliveryRef);

builder.queryField('notificationDeliveries', (t) =>
  t.field({
    type: DeliveryPageRef,
    description:
      'The WhatsApp and SMS outbox, newest first, paged in the database; filter by channel, status or number',
    args: {
      channel: t.arg({ type: DeliveryChannelEnum }),
      status: t.arg({ type: DeliveryStatusEnum }),
      to: t.arg.string({ description: 'A phone number, written any way' }),
      ...pageArgs,
    },
    complexity: pageCost,
    resolve: adminResolver('notificationDeliveries', (args, ctx) => ctx.services.notifications.list(args)),
  }),
);

builder.mutationField('retryNotificationDelivery', (t) =>
  t.field({
    type: DeliveryRef,
    description: 'Sends a FAILED message again with a fresh set of attempts (written to the audit log)',
    args: { id: t.arg.id({ required: true }) },
    resolve: adminResolver('retryNotificationDelivery', ({ id }, ctx, admin) =>
      ctx.services.notifications.retry(String(id), admin),
    ),
  }),
);

export const PhoneCodeSentRef = builder
  .objectRef<{ phone: string; channel: 'WHATSAPP' | 'SMS'; minutes: number }>('PhoneCodeSent')
  .implement({
    description: 'Where the code went and how long it works',
    fields: (t) => ({
      phone: t.string({ description: 'The number, E.164 with its +', resolve: (r) => `+${r.phone}` }),
      channel: t.field({ type: DeliveryChannelEnum, resolve: (r) => r.channel }),
      minutes: t.exposeInt('minutes'),
    }),
  });

builder.mutationFields((t) => ({
  requestPhoneCode: t.field({
    type: PhoneCodeSentRef,
    description:
      'Texts a 6-digit code to the number (WhatsApp when it is on, else SMS, unless `channel` says). WhatsApp and ' +
      'SMS chosen on a form go only to a number confirmed with it (confirmPhone). Limited per number and client.',
    args: {
      phone: t.arg.string({ required: true }),
      channel: t.arg({ type: DeliveryChannelEnum }),
    },
    resolve: async (_root, args, ctx) => {
      await limitRate(ctx, 'requestPhoneCode');
      return ctx.services.phoneConfirmation.requestCode(args, ctx.clientIp);
    },
  }),
  confirmPhone: t.field({
    type: 'String',
    description:
      'Checks the texted code (5 tries a code); answers the confirmed number, E.164 with its +. Signed in, the number ' +
      "becomes one the account's contact channels may use.",
    args: { phone: t.arg.string({ required: true }), code: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await limitRate(ctx, 'confirmPhone');
      // Signed in, the account holds the number from now on (its contact channels may use it: decision 0044).
      const viewer = await ctx.viewer();
      const { phone } = await ctx.services.phoneConfirmation.confirm(
        args,
        viewer.role === 'visitor' ? null : viewer.userId,
      );
      return `+${phone}`;
    },
  }),
}));
