import type { FastifyInstance } from 'fastify';
import type { PaymentWebhooks } from './payment-webhooks';
import { resultRedirect } from './provider';
import type { SandboxCard } from './payments.schema';
import { cardOf, DEFAULT_SANDBOX_CARD, sandboxTestCard } from './sandbox-cards';
import { sandboxCheckoutPage, sandboxNotFoundPage } from './sandbox-page';
import { SANDBOX_CHECKOUT_PATH } from './sandbox.provider';
import type { SandboxRepo } from './sandbox.repo';

export const WEBHOOK_PATH = '/api/payments/webhook';

type Outcome = 'successful' | 'failed' | 'cancelled';

/**
 * A button of the sandbox page: `pay-<last4>` pays with that test card, `successful` with the first one (the page's
 * older form), `failed` and `cancelled` as named. A saved card's 3-D Secure page approves (`successful`) or declines.
 */
function outcomeOf(value: unknown): { status: Outcome; card?: SandboxCard } | null {
  if (value === 'failed' || value === 'cancelled') return { status: value };
  if (value === 'successful') return { status: 'successful', card: cardOf(DEFAULT_SANDBOX_CARD) };
  const paid = typeof value === 'string' ? /^pay-(\d{4})$/.exec(value) : null;
  const card = paid?.[1] ? sandboxTestCard(paid[1]) : null;
  return card ? { status: 'successful', card: cardOf(card) } : null;
}

/**
 * POST /api/payments/webhook: the provider's notices. Read as raw bytes (the signature may cover them), answered
 * 200 at once whatever happens next, 401 when not authenticated (and nothing is written then).
 */
export async function registerPaymentWebhook(http: FastifyInstance, webhooks: PaymentWebhooks): Promise<void> {
  await http.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(WEBHOOK_PATH, async (req, reply) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const answer = await webhooks.receive(raw, req.headers);
      if (answer === 'unauthorized') return reply.status(401).send({ status: 'error', message: 'Unauthorized' });
      return reply.status(200).send({ status: 'success', message: answer });
    });
    done();
  });
}

/**
 * The sandbox provider's checkout page (only when no Flutterwave key is set): GET shows it, POST records Pay,
 * Fail or Cancel once and sends the browser back to the result route as Flutterwave would.
 */
export async function registerSandboxCheckout(
  http: FastifyInstance,
  deps: { repo: SandboxRepo; siteName: string },
): Promise<void> {
  await http.register((scope, _options, done) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4 * 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get<{ Params: { link: string } }>(`${SANDBOX_CHECKOUT_PATH}/:link`, async (req, reply) => {
      void reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
      const checkout = await deps.repo.byLink(req.params.link);
      if (!checkout) return reply.status(404).send(sandboxNotFoundPage());
      return reply.send(sandboxCheckoutPage(checkout, deps.siteName));
    });

    scope.post<{ Params: { link: string } }>(`${SANDBOX_CHECKOUT_PATH}/:link`, async (req, reply) => {
      void reply.header('Cache-Control', 'no-store');
      const outcome = outcomeOf((req.body as Record<string, unknown> | undefined)?.outcome);
      if (!outcome) return reply.status(400).type('text/plain').send('Choose Pay, Fail or Cancel.');
      // Only the first answer counts; a resent form is sent where the first one went. A saved card's charge keeps
      // the card it charged.
      const existing = await deps.repo.byLink(req.params.link);
      const card = existing?.kind === 'saved_card' ? undefined : outcome.card;
      const checkout =
        (await deps.repo.complete(req.params.link, outcome.status, new Date(), card)) ??
        (await deps.repo.byLink(req.params.link));
      if (!checkout) return reply.status(404).type('text/html; charset=utf-8').send(sandboxNotFoundPage());
      if (checkout.status === 'open') throw new Error('sandbox checkout still open after completing it');
      const transactionId = checkout.status === 'cancelled' ? null : checkout.id;
      return reply.redirect(
        resultRedirect(checkout.redirectUrl, { status: checkout.status, txRef: checkout.txRef, transactionId }),
        303,
      );
    });
    done();
  });
}
