import { z } from 'zod';
import { defineTemplate } from './define';
import { button, details, detailsText, html } from './html';

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });

/**
 * A payout that did not reach the mentor (issue 23): the transfer failed, or it was not sent because the account's
 * name no longer matches the one they confirmed. The money is back in their available balance.
 */
export const payoutFailed = defineTemplate(
  z.object({
    name: z.string(),
    amountKobo: z.number().int().positive(),
    reference: z.string().min(1),
    reason: z.string().min(1),
    path: z.string().startsWith('/'),
  }),
  (d, { site, publicUrl }) => {
    const rows: [string, string][] = [
      ['Amount', naira.format(d.amountKobo / 100)],
      ['Reference', d.reference],
      ['Why', d.reason],
    ];
    const intro = `We could not pay ${naira.format(d.amountKobo / 100)} into your bank account. The money is back in your available balance and goes out with the next weekly payout.`;
    const next = 'Please check your bank account details on your payout page.';
    return {
      subject: `${site.name}: your payout did not go through`,
      heading: d.name.trim() ? `Hello ${d.name.trim()},` : 'Hello,',
      body: html`<p>${intro}</p>
        ${details(rows)}
        <p>${next}</p>
        ${button(`${publicUrl}${d.path}`, 'Check my bank account')}`,
      text: `${intro}\n\n${detailsText(rows)}\n\n${next}\n${publicUrl}${d.path}`,
    };
  },
);

/** A refund sent back to the payer (issue 23): full or part, with the reason the team gave. */
export const refundIssued = defineTemplate(
  z.object({
    name: z.string(),
    item: z.string().min(1),
    amountKobo: z.number().int().positive(),
    full: z.boolean(),
    reason: z.string().min(1),
    reference: z.string().min(1),
    test: z.boolean(),
  }),
  (d, { site }) => {
    const rows: [string, string][] = [
      ['For', d.item],
      ['Refunded', `${naira.format(d.amountKobo / 100)}${d.full ? ' (the whole payment)' : ' (part of the payment)'}`],
      ['Reason', d.reason],
      ['Reference', d.reference],
    ];
    const intro = `We have refunded ${naira.format(d.amountKobo / 100)} to the card or account you paid with. Banks usually show it within 5 to 10 working days.`;
    const testNote = d.test ? 'This was a test refund through the site’s payment sandbox: no money moved.' : '';
    return {
      subject: `${d.test ? '[Test] ' : ''}${site.name}: your refund is on its way`,
      heading: d.name.trim() ? `Hello ${d.name.trim()},` : 'Hello,',
      body: html`<p>${intro}</p>
        ${details(rows)} ${testNote ? html`<p><strong>${testNote}</strong></p>` : ''}`,
      text: `${intro}\n\n${detailsText(rows)}${testNote ? `\n\n${testNote}` : ''}`,
    };
  },
);
