import { useState } from 'react';
import { useNavigate } from 'react-router';
import { koboToNaira } from '@eazy2con/shared/bookings';
import { formatNaira } from '@eazy2con/shared/number-text';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { goToCheckout } from '../payments/public';
import type { PaymentMethodKind } from './use-membership-actions';

interface PayNextCycleProps {
  amountKobo: number | null;
  /** The page's token, carried to the invoice page (it opens there as the booking's token does). */
  token: string | null;
  /** How the membership is paid now: that way is offered first. */
  preferred: PaymentMethodKind;
  pay: (method: PaymentMethodKind) => Promise<{ payLink: string } | { error: string }>;
}

/**
 * The invoice page's address for this visitor. The server answers the invoice's path; a visitor who came by a
 * link (not signed in) needs the booking's token on it to open the invoice, as Pay Later's links carry it.
 */
export function invoiceAddress(path: string, token: string | null): string {
  if (!token || /[?&]t=/.test(path)) return path;
  return `${path}${path.includes('?') ? '&' : '?'}t=${encodeURIComponent(token)}`;
}

/**
 * Pays the next cycle now (payNextCycle): by card, the provider's checkout page; by bank transfer, the cycle's invoice
 * with its own account number. The amount is the server's; it is shown so the learner knows what they pay.
 */
export function PayNextCycle({ amountKobo, token, preferred, pay }: PayNextCycleProps) {
  const navigate = useNavigate();
  const [going, setGoing] = useState<PaymentMethodKind | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = async (method: PaymentMethodKind) => {
    setGoing(method);
    setError(null);
    const answer = await pay(method);
    if ('error' in answer) {
      setGoing(null);
      setError(answer.error);
      return;
    }
    // A card checkout is the provider's page (a full page load); the invoice is one of ours.
    if (answer.payLink.startsWith('/')) void navigate(invoiceAddress(answer.payLink, token));
    else goToCheckout(answer.payLink);
  };

  const methods: { kind: PaymentMethodKind; label: string }[] = [
    { kind: 'CARD', label: 'Pay by card' },
    { kind: 'TRANSFER', label: 'Pay by bank transfer' },
  ];
  if (preferred === 'TRANSFER') methods.reverse();

  return (
    <div className="membership__form" role="group" aria-label="Pay the next cycle">
      <p className="membership__note">
        {amountKobo !== null ? `The next cycle is ${formatNaira(koboToNaira(amountKobo))}. ` : ''}
        By card you go to the payment page; by bank transfer you get an account number for exactly this amount.
      </p>
      <div className="membership__form-actions">
        {methods.map((method, index) => (
          <Button
            key={method.kind}
            type={index === 0 ? 'primary' : 'default'}
            loading={going === method.kind}
            disabled={going !== null && going !== method.kind}
            onClick={() => void start(method.kind)}
          >
            {method.label}
          </Button>
        ))}
      </div>
      {error && <Notice type="error" title={error} />}
    </div>
  );
}
