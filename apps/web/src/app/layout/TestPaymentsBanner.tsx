import { useSiteInfo } from '../../core/site-info';

/**
 * A production site running the built-in payment sandbox on purpose (PAYMENTS_SANDBOX=1: a demo or staging site)
 * says so on every page, server-drawn or not: its checkout marks bookings paid without taking any money, and no
 * visitor should believe otherwise.
 */
export function TestPaymentsBanner() {
  if (!useSiteInfo()?.testPayments) return null;
  return (
    <p className="test-payments-banner" data-testid="test-payments-banner">
      <strong>Test site:</strong> payments here are tests and no real money is taken. Bookings paid here are not real
      bookings.
    </p>
  );
}
