import { checkoutCustomizations } from '@eazy2con/shared/payments';
import { sandboxTestCards } from '@eazy2con/shared/validation/saved-cards';
import { html, type SafeHtml } from '../mail/templates/html';
import type { SandboxCheckoutRow } from './payments.schema';
import { SANDBOX_CHECKOUT_PATH } from './sandbox.provider';

export const SANDBOX_LABEL = 'Test payment — no money moves';

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
export const formatKobo = (kobo: number): string => naira.format(kobo / 100);

/**
 * The sandbox's checkout page. Plain forms posting to our own server and no script at all, so the site's
 * Content-Security-Policy (script-src 'self', form-action 'self') holds; styles inline, which the policy allows.
 */
const [defaultCard, ...otherCards] = sandboxTestCards;

export function sandboxCheckoutPage(checkout: SandboxCheckoutRow, siteName: string): string {
  if (checkout.kind === 'saved_card') return savedCardApprovalPage(checkout, siteName);
  const amount = formatKobo(checkout.amountKobo);
  const content =
    checkout.status === 'open'
      ? html`<form method="post" action="${SANDBOX_CHECKOUT_PATH}/${checkout.link}">
          <p style="margin:24px 0 8px">Choose what this test checkout does:</p>
          <div style="display:flex;gap:12px;flex-wrap:wrap">
            <button type="submit" name="outcome" value="successful" style="${buttonStyle('#1d4ed8')}">Pay</button>
            <button type="submit" name="outcome" value="failed" style="${buttonStyle('#b91c1c')}">Fail</button>
            <button type="submit" name="outcome" value="cancelled" style="${buttonStyle('#4b5563')}">Cancel</button>
          </div>
          <p style="margin:16px 0 8px;font-size:14px;color:#374151">
            Pay uses the test card ${defaultCard.brand} ${defaultCard.number}. If you save a card for renewals, its
            later charges do what its test card says; to see the other renewals, pay with:
          </p>
          <div style="display:flex;flex-direction:column;gap:8px">
            ${otherCards.map(
              (card) =>
                html`<button type="submit" name="outcome" value="pay-${card.last4}" style="${smallButtonStyle}">
                  Pay with ${card.brand} ${card.number} (${card.says})
                </button>`,
            )}
          </div>
        </form>`
      : html`<p style="margin-top:24px">This test checkout is finished (${checkout.status}).</p>`;
  return page(
    html`<p
        role="note"
        style="background:#fef3c7;color:#78350f;border:2px solid #b45309;border-radius:6px;padding:12px;font-weight:bold;margin:0 0 24px"
      >
        ${SANDBOX_LABEL}
      </p>
      <h1 style="font-size:24px;margin:0 0 4px">${checkoutCustomizations.title}</h1>
      <p style="margin:0 0 16px;color:#374151">${checkoutCustomizations.description} · ${siteName}</p>
      <dl style="display:grid;grid-template-columns:max-content 1fr;gap:6px 16px;margin:0">
        <dt style="color:#374151">Amount</dt>
        <dd style="margin:0;font-weight:bold">${amount}</dd>
        <dt style="color:#374151">Name</dt>
        <dd style="margin:0">${checkout.customer.name}</dd>
        <dt style="color:#374151">Email</dt>
        <dd style="margin:0">${checkout.customer.email}</dd>
        <dt style="color:#374151">Reference</dt>
        <dd style="margin:0;word-break:break-all">${checkout.txRef}</dd>
      </dl>
      ${content}
      <p style="margin-top:32px;font-size:14px;color:#374151">
        No card payment keys are configured on this site, so this built-in sandbox stands in for Flutterwave: Pay
        records a successful test transaction with a test card, Fail a failed one, and Cancel leaves without paying.
        Each sends you back to the site the way Flutterwave does, and the site verifies the outcome before it counts.
      </p>`,
  );
}

/**
 * The sandbox's own 3-D Secure page for a saved test card's charge (the 4246 card): Approve or Decline, then back to
 * the site as Flutterwave's authorisation page would send the payer, where the charge is verified.
 */
function savedCardApprovalPage(charge: SandboxCheckoutRow, siteName: string): string {
  const content =
    charge.status === 'open'
      ? html`<form method="post" action="${SANDBOX_CHECKOUT_PATH}/${charge.link}">
          <p style="margin:24px 0 8px">Your bank asks you to approve this payment from your saved card (3-D Secure):</p>
          <div style="display:flex;gap:12px;flex-wrap:wrap">
            <button type="submit" name="outcome" value="successful" style="${buttonStyle('#1d4ed8')}">Approve</button>
            <button type="submit" name="outcome" value="failed" style="${buttonStyle('#b91c1c')}">Decline</button>
          </div>
        </form>`
      : html`<p style="margin-top:24px">This test approval is finished (${charge.status}).</p>`;
  return page(
    html`<p
        role="note"
        style="background:#fef3c7;color:#78350f;border:2px solid #b45309;border-radius:6px;padding:12px;font-weight:bold;margin:0 0 24px"
      >
        ${SANDBOX_LABEL}
      </p>
      <h1 style="font-size:24px;margin:0 0 4px">Approve a saved-card payment</h1>
      <p style="margin:0 0 16px;color:#374151">${siteName}</p>
      <dl style="display:grid;grid-template-columns:max-content 1fr;gap:6px 16px;margin:0">
        <dt style="color:#374151">Amount</dt>
        <dd style="margin:0;font-weight:bold">${formatKobo(charge.amountKobo)}</dd>
        <dt style="color:#374151">Card</dt>
        <dd style="margin:0">${charge.card?.brand ?? 'Card'} ending ${charge.card?.last4 ?? '····'}</dd>
        <dt style="color:#374151">Reference</dt>
        <dd style="margin:0;word-break:break-all">${charge.txRef}</dd>
      </dl>
      ${content}
      <p style="margin-top:32px;font-size:14px;color:#374151">
        This stands in for the card bank's 3-D Secure page: Approve completes the test payment, Decline refuses it.
        Either way you go back to the site, which verifies the outcome before it counts.
      </p>`,
  );
}

export function sandboxNotFoundPage(): string {
  return page(
    html`<h1 style="font-size:24px">Test checkout not found</h1>
      <p>This test checkout link is not valid. Go back to the site and start the payment again.</p>`,
  );
}

function page(body: SafeHtml): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${SANDBOX_LABEL} · ${checkoutCustomizations.title}</title>
      </head>
      <body style="font-family:Arial,Helvetica,sans-serif;background:#f3f4f6;margin:0;padding:24px;color:#111827">
        <main style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">${body}</main>
      </body>
    </html>`.value;
}

const smallButtonStyle =
  'background:#fff;color:#1d4ed8;border:2px solid #1d4ed8;border-radius:6px;padding:8px 12px;font-size:14px;cursor:pointer;text-align:left';

const buttonStyle = (colour: string) =>
  `background:${colour};color:#fff;border:0;border-radius:6px;padding:12px 24px;font-size:16px;cursor:pointer`;
