import type { RouteObject } from 'react-router';
import { paymentResultRoutes } from '@eazy2con/shared/payments';
import { lazyPage } from '../../core/lazy-page';

const resultPage = lazyPage(
  () => import('./PaymentResultPage'),
  (m) => m.PaymentResultPage,
);

/**
 * The bank-transfer invoice (opened by Pay Later, and by its own link from the booking mail), and where the payment
 * provider sends the browser back, one route per booking kind.
 */
export const paymentsRoutes: RouteObject[] = [
  {
    path: '/payment-invoice',
    ...lazyPage(
      () => import('./InvoicePage'),
      (m) => m.InvoicePage,
    ),
  },
  {
    path: '/payment-invoice/:id',
    ...lazyPage(
      () => import('./InvoiceLinkPage'),
      (m) => m.InvoiceLinkPage,
    ),
  },
  // One route per screen: a membership's cycle shares the mentorship result screen (issue 36).
  ...[...new Set(Object.values(paymentResultRoutes))].map((path) => ({ path, ...resultPage })),
];
