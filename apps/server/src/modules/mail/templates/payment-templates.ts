import { z } from 'zod';
import { defineTemplate } from './define';
import { details, detailsText, html } from './html';

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
        ${details(rows)}
        ${testNote ? html`<p><strong>${testNote}</strong></p>` : ''}
        <p>Please keep this mail as your receipt and quote the reference if you contact us about this payment.</p>`,
      text: `${intro}\n\n${detailsText(rows)}\n\n${testNote ? `${testNote}\n\n` : ''}Please keep this mail as your receipt and quote the reference if you contact us about this payment.`,
    };
  },
);
