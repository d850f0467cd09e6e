import { z } from 'zod';
import { DEFAULT_TIME_ZONE, dayLabel } from '@eazy2con/shared/sessions';
import { SAVE_CARD_LABEL } from '@eazy2con/shared/saved-card-texts';
import { formatNaira } from '@eazy2con/shared/weekend-camp';
import { define, firstName, link, personName, shortLink, sitePath } from './define';

/**
 * Memberships (issue 36): the reminder before a cycle renews, a renewal that needs the payer (a transfer to make, a
 * card to authorise, a card declined), and a membership that ended unpaid. Amounts in kobo; days in Lagos time.
 */
const amount = (kobo: number) => formatNaira(kobo / 100);
const day = (iso: string) => dayLabel(new Date(iso), DEFAULT_TIME_ZONE);

const membership = {
  name: personName,
  /** The mentor, or the plan when no mentor is matched yet. */
  with: z.string().trim().min(1).max(200),
  amountKobo: z.number().int().positive(),
  /** The learner's membership page (My sessions with their link). */
  path: sitePath,
};

export const membershipRenewalReminder = define({
  schema: z.object({
    ...membership,
    renewsAt: z.iso.datetime({ offset: true }),
    /** 'your card ending 4242' or 'bank transfer'. */
    method: z.string().trim().min(1).max(60),
    carried: z.number().int().nonnegative(),
    /** Set when the card pays this renewal but not the next: its provider token's year ends before (decision 0045). */
    cardUsableUntil: z.iso.datetime({ offset: true }).optional(),
  }),
  email: {
    parts: (d, ctx) => ({
      subject: `${ctx.siteName}: your membership with ${d.with} renews on ${day(d.renewsAt)}`,
      heading: 'Your next cycle starts soon',
      text: `Hello ${firstName(d.name)},\n\nYour membership with ${d.with} renews on ${day(d.renewsAt)} for ${amount(d.amountKobo)}, paid by ${d.method}.${d.carried > 0 ? ` ${d.carried} unused session${d.carried === 1 ? '' : 's'} carry into the next cycle.` : ''} At most one week's worth of unused sessions carries over; sessions your mentor cancelled or missed always do.${d.cardUsableUntil ? `\n\nA saved card can be charged for a year, and ${d.method} only until ${day(d.cardUsableUntil)}: the renewal after this one would ask for a bank transfer. To keep renewing by card, pay once more with it, ticking \u201c${SAVE_CARD_LABEL}\u201d.` : ''}\n\nYou can pay now, pause for 7 to 20 days, or cancel before then from your membership page.`,
      action: { label: 'Manage your membership', url: link(ctx, d.path) },
    }),
  },
  whatsapp: (d, ctx) => ({
    name: 'membership_renewal_reminder',
    body: 'Hello {{1}}, your membership with {{2}} renews on {{3}} for {{4}}, paid by {{5}}. Sessions carried over: {{6}}. Pay now, pause or cancel at {{7}} before then.',
    parameters: [
      firstName(d.name),
      d.with,
      day(d.renewsAt),
      amount(d.amountKobo),
      d.method,
      String(d.carried),
      link(ctx, d.path),
    ],
  }),
  sms: (d, ctx) => [
    `Hello ${firstName(d.name)}, your membership with ${d.with} renews on ${day(d.renewsAt)} for ${amount(d.amountKobo)} (${d.method}). Manage: ${link(ctx, d.path)}`,
    `Membership renews ${day(d.renewsAt)}: ${amount(d.amountKobo)} (${d.method}). ${link(ctx, d.path)}`,
    `Membership renews ${day(d.renewsAt)}: ${amount(d.amountKobo)}. ${shortLink(ctx, d.path)}`,
    `Your membership renews on ${day(d.renewsAt)}. Details in our e-mail.`,
  ],
});

const NEEDS = {
  TRANSFER: 'Pay by bank transfer to the account on your invoice',
  AUTHORISE: 'Your bank asks you to approve the card payment',
  DECLINED: 'Your card was declined',
} as const;

export const membershipPaymentNeeded = define({
  schema: z.object({
    ...membership,
    why: z.enum(['TRANSFER', 'AUTHORISE', 'DECLINED']),
    /** Until when the learner's times are held. */
    graceUntil: z.iso.datetime({ offset: true }),
    /** Where to pay: the invoice, the bank's approval page, or the membership page. */
    payUrl: z.url(),
  }),
  email: {
    parts: (d, ctx) => ({
      subject: `${ctx.siteName}: your next cycle with ${d.with} is not paid yet`,
      heading: NEEDS[d.why],
      text: `Hello ${firstName(d.name)},\n\n${NEEDS[d.why]}: ${amount(d.amountKobo)} for your next cycle with ${d.with}. We keep your weekly times until ${day(d.graceUntil)}; after that they are released and the membership ends.\n\nPay here: ${d.payUrl}`,
      action: { label: 'Manage your membership', url: link(ctx, d.path) },
    }),
  },
  whatsapp: (d) => ({
    name: 'membership_payment_needed',
    body: 'Hello {{1}}, {{2}}: {{3}} for your next cycle with {{4}}. Your times are held until {{5}}. Pay at {{6}}.',
    parameters: [firstName(d.name), NEEDS[d.why], amount(d.amountKobo), d.with, day(d.graceUntil), d.payUrl],
  }),
  sms: (d, ctx) => [
    `Hello ${firstName(d.name)}, ${NEEDS[d.why].toLowerCase()}: ${amount(d.amountKobo)}. Times held until ${day(d.graceUntil)}. ${d.payUrl}`,
    `Next cycle unpaid (${amount(d.amountKobo)}). Times held until ${day(d.graceUntil)}. ${link(ctx, d.path)}`,
    `Next cycle unpaid. Times held until ${day(d.graceUntil)}. ${shortLink(ctx, d.path)}`,
    `Your next cycle is unpaid. Details in our e-mail.`,
  ],
});

export const membershipEnded = define({
  schema: z.object({
    name: personName,
    /** The other side: the mentor for the learner, the learner for the mentor. */
    with: z.string().trim().min(1).max(200),
    forMentor: z.boolean(),
    path: sitePath,
  }),
  email: {
    parts: (d, ctx) => ({
      subject: `${ctx.siteName}: the membership with ${d.with} has ended`,
      heading: 'Membership ended',
      text: d.forMentor
        ? `Hello ${firstName(d.name)},\n\nThe membership of ${d.with} ended: their next cycle was not paid within the grace period. Their weekly times are free again in your calendar.`
        : `Hello ${firstName(d.name)},\n\nYour membership with ${d.with} ended: the next cycle was not paid within the grace period, so your weekly times were released. You can book again at any time.`,
      action: { label: d.forMentor ? 'Open your sessions' : 'Book again', url: link(ctx, d.path) },
    }),
  },
  whatsapp: (d, ctx) => ({
    name: 'membership_ended',
    body: 'Hello {{1}}, the membership with {{2}} ended unpaid after its grace period and its weekly times were released. Details at {{3}}.',
    parameters: [firstName(d.name), d.with, link(ctx, d.path)],
  }),
  sms: (d, ctx) => [
    `Hello ${firstName(d.name)}, the membership with ${d.with} ended unpaid; its weekly times were released. ${link(ctx, d.path)}`,
    `Membership with ${d.with} ended unpaid. ${shortLink(ctx, d.path)}`,
    `A membership ended unpaid. Details in our e-mail.`,
  ],
});
