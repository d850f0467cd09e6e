import type { PayableBookingKind } from '@eazy2con/shared/payments';
import { MarkTransferPaidSchema } from '@eazy2con/shared/validation/admin';
import { parseInput } from '../../lib/validate';
import { recordAudit, type Actor } from './admin-audit';
import type { AdminServiceDeps } from './admin-deps';

/**
 * A bank transfer seen on the company's account (money received outside the provider): a payment of provider
 * 'transfer', the booking PAID and the receipt queued, with its audit row, in one transaction.
 */
export async function markTransferPaid(
  deps: Pick<AdminServiceDeps, 'repo' | 'payments' | 'mail'>,
  actor: Actor,
  booking: { kind: PayableBookingKind; id: string },
  input: { reference: string },
  now: Date,
): Promise<void> {
  const { reference } = parseInput(MarkTransferPaidSchema, input);
  const { kind, id } = booking;
  await deps.repo.transaction(async (repo, tx) => {
    const { payment, before } = await deps.payments.recordTransfer(tx, { kind, bookingId: id, reference }, now);
    await recordAudit(repo, actor, {
      action: 'markTransferPaid',
      targetType: kind,
      targetId: before.id,
      before: { paymentStatus: before.paymentStatus, paymentTxRef: before.paymentTxRef },
      after: { paymentStatus: 'PAID', paymentTxRef: payment.txRef, reference, amountKobo: payment.amountKobo },
    });
  });
  deps.mail.kick();
}
