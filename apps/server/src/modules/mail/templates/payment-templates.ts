import { z } from 'zod';
import { defineTemplate } from './define';
import { button, details, detailsText, html } from './html';

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
const paidOn = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Lagos' });

/**
 * The receipt of a card payment, queued by settle() in the transaction that marks the booking paid, so it goes
 * out once per verified payment. `test` marks a payment through the built-in sandbox (no money moved).
 */
export const paymentReceipt = defineTemplate(
  z.object({
    name: z.string(),
    item: z.string().min(1),
    amountKobo: z.number().int().positive(),
    txRef: z.string().min(1),
    paidAt: z.iso.datetime(),
    test: z.boolean(),
  }),
  (d, { site }) => {
    const rows: [string, string][] = [
      ['For', d.item],
      ['Amount', naira.format(d.amountKobo / 100)],
      ['Paid', `${paidOn.format(new Date(d.paidAt))} (Lagos time)`],
      ['Reference', d.txRef],
    ];
    const testNote = d.test ? 'This was a test payment through the site’s payment sandbox: no money moved.' : '';
    const intro = `We have received your payment. Thank you! Our team will contact you by email or phone about your next steps.`;
    return {
      subject: `${d.test ? '[Test] ' : ''}${site.name}: payment received`,
      heading: d.name.trim() ? `Thank you, ${d.name.trim()}!` : 'Thank you!',
      body: html`<p>${intro}</p>
        ${details(rows)} ${testNote ? html`<p><strong>${testNote}</strong></p>` : ''}
        <p>Please keep this mail as your receipt and quote the reference if you contact us about this payment.</p>`,
      text: `${intro}\n\n${detailsText(rows)}\n\n${testNote ? `${testNote}\n\n` : ''}Please keep this mail as your receipt and quote the reference if you contact us about this payment.`,
    };
  },
);

/**
 * A booking its booker cancelled (cancelBooking), to the booker and, with `forTeam`, to the team. Both say what
 * happens to money already paid: a paid booking is refunded by the team within `refundDays` working days.
 */
export const bookingCancelled = defineTemplate(
  z.object({
    name: z.string(),
    item: z.string().min(1),
    amountKobo: z.number().int().nonnegative(),
    paid: z.boolean(),
    reference: z.string().min(1),
    refundDays: z.number().int().positive(),
    forTeam: z.boolean(),
    email: z.string().optional(),
    phone: z.string().optional(),
  }),
  (d, { site }) => {
    const rows: [string, string][] = [
      ['Booking', d.item],
      ['Amount', naira.format(d.amountKobo / 100)],
      ['Paid', d.paid ? 'Yes' : 'No'],
      ['Reference', d.reference],
      ...(d.forTeam
        ? ([['Booker', `${d.name} <${d.email ?? ''}> ${d.phone ?? ''}`.trim()]] as [string, string][])
        : []),
    ];
    const money = d.forTeam
      ? d.paid
        ? `It was paid: refund ${naira.format(d.amountKobo / 100)} to the booker within ${d.refundDays} working days, and tell them when it is sent.`
        : 'Nothing was paid: nothing to refund.'
      : d.paid
        ? `You had paid for it: we refund ${naira.format(d.amountKobo / 100)} to the card or account it came from within ${d.refundDays} working days, and e-mail you when it is sent.`
        : 'Nothing was paid, so there is nothing to refund.';
    const intro = d.forTeam
      ? `A booker cancelled their booking (${d.item}).`
      : `Your booking (${d.item}) is cancelled, as you asked.`;
    return {
      subject: d.forTeam ? `${site.name}: booking cancelled by the booker` : `${site.name}: your booking is cancelled`,
      heading: d.forTeam
        ? 'Booking cancelled'
        : d.name.trim()
          ? `${d.name.trim()}, your booking is cancelled`
          : 'Your booking is cancelled',
      body: html`<p>${intro} ${money}</p>
        ${details(rows)}`,
      text: `${intro} ${money}\n\n${detailsText(rows)}`,
    };
  },
);

const dueOn = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Africa/Lagos' });

const openUntil = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

/**
 * Pay Later (issue 20 §2, issue 23): the invoice's own link and how to pay it by bank transfer, queued by
 * openInvoice once per booking, when the invoice is first issued. `path` is the invoice's link on the site
 * (`/payment-invoice/{id}?t={booking token}`). `transfer` is the account the provider opened for exactly this
 * invoice (decision 0032): a transfer into it settles the booking on its own, so its bank, number, exact amount and
 * expiry are what the payer needs. Without one (the provider was down when the invoice was issued) the mail falls
 * back to the company's configured account (BANK_*) and the reference to quote, as before.
 */
export const invoiceIssued = defineTemplate(
  z.object({
    name: z.string(),
    number: z.string().min(1),
    item: z.string().min(1),
    amountKobo: z.number().int().nonnegative(),
    reference: z.string().min(1),
    dueAt: z.iso.datetime(),
    path: z.string().regex(/^\/payment-invoice\/[0-9a-f-]{36}\?t=[\w%.~-]+$/),
    transfer: z
      .object({
        bankName: z.string().min(1).max(120),
        accountNumber: z.string().regex(/^\d{6,20}$/),
        amountKobo: z.number().int().positive(),
        expiresAt: z.iso.datetime(),
        sandbox: z.boolean(),
      })
      .nullish(),
  }),
  (d, { site, publicUrl }) => {
    const link = `${publicUrl}${d.path}`;
    const t = d.transfer;
    const rows: [string, string][] = t
      ? [
          ['Bank', t.bankName],
          ['Account number', t.accountNumber],
          ['Amount to send, exactly', naira.format(t.amountKobo / 100)],
          ['Account open until', `${openUntil.format(new Date(t.expiresAt))} (Lagos time)`],
          ['Invoice number', d.number],
          ['For', d.item],
        ]
      : [
          ['Bank', site.bank.name],
          ['Account number', site.bank.accountNumber],
          ['Account name', site.bank.accountName],
          ['Amount', naira.format(d.amountKobo / 100)],
          ['Reference to quote', d.reference],
          ['Pay by', dueOn.format(new Date(d.dueAt))],
          ['Invoice number', d.number],
          ['For', d.item],
        ];
    const intro = t
      ? `Thank you for your booking. You chose to pay by bank transfer: this account was opened for your invoice alone. Transfer exactly the amount below before the account closes, and your booking is marked paid on its own; a different amount is held for our team to check.${t.sandbox ? ' This is a test account of the site’s payment sandbox: no money moves.' : ''}`
      : `Thank you for your booking. You chose to pay by bank transfer: here are the details. Please quote the reference ${d.reference} with your transfer so that we can match it to your booking.`;
    const keep = t
      ? 'Your invoice stays at the link below: open it on any device to see whether it is paid, to ask for a new account once this one has closed, or to save it as a PDF. Keep this mail to yourself, as anyone with the link can read the invoice.'
      : 'Your invoice stays at the link below: open it on any device to read it again or save it as a PDF. Keep this mail to yourself, as anyone with the link can read the invoice.';
    return {
      subject: `${site.name}: your invoice ${d.number}`,
      heading: d.name.trim() ? `${d.name.trim()}, here is your invoice` : 'Here is your invoice',
      body: html`<p>${intro}</p>
        ${details(rows)}
        <p>${keep}</p>
        ${button(link, 'Open your invoice')}`,
      text: `${intro}\n\n${detailsText(rows)}\n\n${keep}\n\nOpen your invoice: ${link}`,
    };
  },
);
