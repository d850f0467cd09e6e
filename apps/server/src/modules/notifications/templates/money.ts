import { z } from 'zod';
import { DEFAULT_TIME_ZONE, dayLabel } from '@eazy2con/shared/sessions';
import { formatNaira } from '@eazy2con/shared/weekend-camp';
import { define, firstName, link, personName, shortLink, sitePath } from './define';

/**
 * Invoices and payouts (issue 24): an invoice's payment is due soon, an invoice expired unpaid, a mentor's payout was
 * sent. Their e-mails are written here. Amounts are in kobo, as everywhere money is stored.
 */
const amount = (kobo: number) => formatNaira(kobo / 100);
const day = (iso: string) => dayLabel(new Date(iso), DEFAULT_TIME_ZONE);

const invoice = {
  name: personName,
  /** The invoice number ('INV-2026-000123'). */
  number: z.string().trim().min(1).max(40),
  /** What it is for ('Mentorship, Standard plan'). */
  item: z.string().trim().min(1).max(120),
  amountKobo: z.number().int().positive(),
  /** The invoice page (with its token). */
  path: sitePath,
};

export const invoiceDue = define({
  schema: z.object({ ...invoice, dueAt: z.iso.datetime({ offset: true }) }),
  email: {
    parts: (d, ctx) => ({
      subject: `${ctx.siteName}: invoice ${d.number} is due on ${day(d.dueAt)}`,
      heading: 'Your invoice is due soon',
      text: `Hello ${firstName(d.name)},\n\nYour invoice ${d.number} for ${d.item}, ${amount(d.amountKobo)}, is due on ${day(d.dueAt)}. Please pay by bank transfer with the details and the reference on the invoice, so that we can keep your booking.`,
      action: { label: 'Open your invoice', url: link(ctx, d.path) },
    }),
  },
  whatsapp: (d, ctx) => ({
    name: 'invoice_due',
    body: 'Hello {{1}}, your invoice {{2}} for {{3}} ({{4}}) is due on {{5}}. The bank details and the reference to quote are at {{6}} on the invoice.',
    parameters: [firstName(d.name), d.number, d.item, amount(d.amountKobo), day(d.dueAt), link(ctx, d.path)],
  }),
  sms: (d, ctx) => [
    `Hello ${firstName(d.name)}, invoice ${d.number} (${amount(d.amountKobo)}) is due on ${day(d.dueAt)}. Pay: ${link(ctx, d.path)}`,
    `Invoice ${d.number} (${amount(d.amountKobo)}) is due on ${day(d.dueAt)}. ${link(ctx, d.path)}`,
    `Invoice ${d.number} is due on ${day(d.dueAt)}. ${shortLink(ctx, d.path)}`,
    // The invoice's link carries its token; the short page alone cannot open it.
    `Invoice ${d.number} is due on ${day(d.dueAt)}. Details in our e-mail.`,
  ],
});

export const invoiceExpired = define({
  schema: z.object({ ...invoice, expiredAt: z.iso.datetime({ offset: true }) }),
  email: {
    parts: (d, ctx) => ({
      subject: `${ctx.siteName}: invoice ${d.number} has expired`,
      heading: 'Your invoice has expired',
      text: `Hello ${firstName(d.name)},\n\nYour invoice ${d.number} for ${d.item}, ${amount(d.amountKobo)}, expired on ${day(d.expiredAt)} without a payment we could match to it. If you have paid, reply to this e-mail with your transfer receipt and we will sort it out.`,
      action: { label: 'Open the invoice', url: link(ctx, d.path) },
    }),
  },
  whatsapp: (d, ctx) => ({
    name: 'invoice_expired',
    body: 'Hello {{1}}, your invoice {{2}} for {{3}} expired on {{4}} without a payment we could match. If you have paid, reply to our e-mail with the receipt; the invoice is at {{5}} for reference.',
    parameters: [firstName(d.name), d.number, d.item, day(d.expiredAt), link(ctx, d.path)],
  }),
  sms: (d, ctx) => [
    `Hello ${firstName(d.name)}, invoice ${d.number} expired on ${day(d.expiredAt)} unpaid. Paid already? Reply to our e-mail. ${link(ctx, d.path)}`,
    `Invoice ${d.number} expired unpaid on ${day(d.expiredAt)}. ${link(ctx, d.path)}`,
    `Invoice ${d.number} expired unpaid. ${shortLink(ctx, d.path)}`,
    `Invoice ${d.number} expired unpaid. Details in our e-mail.`,
  ],
});

export const payoutSent = define({
  schema: z.object({
    /** The mentor. */
    name: personName,
    amountKobo: z.number().int().positive(),
    /** Where it went, safe to show: 'GTBank ••••1234'. */
    account: z.string().trim().min(1).max(80),
    /** The transfer's reference. */
    reference: z.string().trim().min(1).max(60),
    /** The mentor's earnings page. */
    path: sitePath,
  }),
  email: {
    parts: (d, ctx) => ({
      subject: `${ctx.siteName}: your payout of ${amount(d.amountKobo)} is on its way`,
      heading: 'Your payout is on its way',
      text: `Hello ${firstName(d.name)},\n\nWe have sent your payout of ${amount(d.amountKobo)} to ${d.account} (reference ${d.reference}). Banks usually credit it within a few hours.`,
      action: { label: 'See your earnings', url: link(ctx, d.path) },
    }),
  },
  whatsapp: (d, ctx) => ({
    name: 'payout_sent',
    body: 'Hello {{1}}, we have sent your payout of {{2}} to {{3}} (reference {{4}}). See {{5}} for the details.',
    parameters: [firstName(d.name), amount(d.amountKobo), d.account, d.reference, link(ctx, d.path)],
  }),
  sms: (d, ctx) => [
    `Hello ${firstName(d.name)}, your payout of ${amount(d.amountKobo)} was sent to ${d.account}, ref ${d.reference}. ${link(ctx, d.path)}`,
    `Payout of ${amount(d.amountKobo)} sent, ref ${d.reference}. ${shortLink(ctx, d.path)}`,
    `Your payout of ${amount(d.amountKobo)} was sent.`,
  ],
});
