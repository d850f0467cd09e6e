import type {
  CheckoutRequest,
  CheckoutResult,
  PaymentProvider,
  SavedCardChargeRequest,
  SavedCardChargeResult,
  TransferAccountRequest,
  TransferAccountResult,
  Verification,
  VerifyQuery,
  WebhookNotice,
} from './provider';
import type { SandboxCheckoutRow, SandboxTransferRow } from './payments.schema';
import type { SandboxRepo } from './sandbox.repo';
import { cardOf, sandboxVerifiedCard, testCardOfToken } from './sandbox-cards';
import { SANDBOX_BANK_NAME, sandboxTransferTxId, type SandboxTransfersRepo } from './sandbox-transfers.repo';

/** Where the sandbox's test checkout page is served (sandbox.routes.ts). */
export const SANDBOX_CHECKOUT_PATH = '/api/payments/sandbox';

/** What a declined sandbox renewal says: the words Flutterwave's test card for insufficient funds gives. */
export const SANDBOX_DECLINE_MESSAGE = 'Insufficient funds';

/**
 * The payment provider when no Flutterwave key is set: checkout is a page of our own, clearly labelled as a test
 * ('Test payment — no money moves'), whose Pay (with one of three test cards), Fail and Cancel buttons send the
 * browser back exactly as Flutterwave does. Verification reads the sandbox's own records, so settlement runs the same
 * checks as with real money. A saved test card's charge succeeds, waits for approval on the sandbox's own 3-D Secure
 * page, or is declined, by the card's last four digits (sandbox-cards.ts).
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly repo: SandboxRepo,
    private readonly publicUrl: string,
    private readonly transfers: SandboxTransfersRepo,
  ) {}

  /** A test account for exactly the amount, recorded so the invoice page's "simulate transfer" can pay into it. */
  async openTransferAccount(request: TransferAccountRequest): Promise<TransferAccountResult> {
    const row = await this.transfers.insert({
      txRef: request.txRef,
      amountKobo: request.amountKobo,
      expiresAt: new Date(Date.now() + request.lifetimeSeconds * 1000),
    });
    return {
      ok: true,
      account: {
        bankName: SANDBOX_BANK_NAME,
        accountNumber: row.accountNumber,
        amountKobo: row.amountKobo,
        expiresAt: row.expiresAt,
        providerReference: `SANDBOX-${row.id}`,
        raw: { sandbox: true, id: row.id },
      },
    };
  }

  async startCheckout(request: CheckoutRequest): Promise<CheckoutResult> {
    const checkout = await this.repo.insert({
      txRef: request.txRef,
      amountKobo: request.amountKobo,
      currency: request.currency,
      customer: request.customer,
      redirectUrl: request.redirectUrl,
    });
    return { ok: true, link: `${this.publicUrl}${SANDBOX_CHECKOUT_PATH}/${checkout.link}` };
  }

  /** A saved test card charged again: recorded as a sandbox transaction, decided by the card (sandbox-cards.ts). */
  async chargeSavedCard(request: SavedCardChargeRequest): Promise<SavedCardChargeResult> {
    const card = testCardOfToken(request.token);
    if (!card) return { outcome: 'declined', message: 'This is not a sandbox card token', transactionId: null };
    const now = new Date();
    const decided =
      card.renewal === 'succeeded' ? 'successful' : card.renewal === 'declined' ? 'failed' : ('open' as const);
    const row = await this.repo.insert({
      txRef: request.txRef,
      amountKobo: request.amountKobo,
      currency: 'NGN',
      customer: { email: request.email, name: request.name ?? request.email, phone: null },
      redirectUrl: request.redirectUrl,
      kind: 'saved_card',
      card: cardOf(card),
      status: decided,
      completedAt: decided === 'open' ? null : now,
    });
    const transactionId = String(row.id);
    if (decided === 'successful') return { outcome: 'charged', transactionId };
    if (decided === 'failed') return { outcome: 'declined', message: SANDBOX_DECLINE_MESSAGE, transactionId };
    return {
      outcome: 'needs_authorisation',
      url: `${this.publicUrl}${SANDBOX_CHECKOUT_PATH}/${row.link}`,
      transactionId,
    };
  }

  async closeCheckout(txRef: string): Promise<void> {
    await this.repo.closeOpen(txRef, new Date());
  }

  async verify(query: VerifyQuery): Promise<Verification> {
    const transfer =
      'transactionId' in query
        ? await this.transfers.byTransactionId(query.transactionId)
        : await this.transfers.byTxRef(query.txRef);
    if (transfer?.status === 'successful') return transferVerification(transfer);
    let row: SandboxCheckoutRow | null;
    if ('transactionId' in query) {
      const id = Number(query.transactionId);
      row = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? await this.repo.transaction(id) : null;
    } else {
      row = await this.repo.transactionOf(query.txRef);
    }
    if (!row || (row.status !== 'successful' && row.status !== 'failed')) {
      return { state: 'not_found', raw: { message: 'No transaction was found for this id' } };
    }
    return {
      state: 'found',
      status: row.status,
      txRef: row.txRef,
      providerTxId: String(row.id),
      amountKobo: row.amountKobo,
      currency: row.currency,
      card: sandboxVerifiedCard(row),
      raw: {
        id: row.id,
        tx_ref: row.txRef,
        flw_ref: `SANDBOX-${row.link}`,
        amount: row.amountKobo / 100,
        currency: row.currency,
        status: row.status,
        payment_type: 'sandbox',
        ...(row.status === 'failed' ? { processor_response: SANDBOX_DECLINE_MESSAGE } : {}),
        created_at: (row.completedAt ?? row.createdAt).toISOString(),
        customer: row.customer,
        ...(row.card ? { card: { last_4digits: row.card.last4, type: row.card.brand, expiry: row.card.expiry } } : {}),
      },
    };
  }

  /** The sandbox sends no webhooks: its outcomes are read back by verify(). */
  authenticateWebhook(): boolean {
    return false;
  }

  parseWebhook(): WebhookNotice | null {
    return null;
  }
}

/** A simulated transfer as Flutterwave reports a bank-transfer transaction (payment_type bank_transfer). */
function transferVerification(row: SandboxTransferRow): Verification {
  const paidKobo = row.paidKobo ?? 0;
  return {
    state: 'found',
    status: 'successful',
    txRef: row.txRef,
    providerTxId: sandboxTransferTxId(row),
    amountKobo: paidKobo,
    currency: 'NGN',
    raw: {
      id: sandboxTransferTxId(row),
      tx_ref: row.txRef,
      amount: paidKobo / 100,
      currency: 'NGN',
      status: 'successful',
      payment_type: 'bank_transfer',
      account_number: row.accountNumber,
      created_at: (row.completedAt ?? row.createdAt).toISOString(),
    },
  };
}
