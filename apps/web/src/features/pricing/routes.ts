import type { RouteObject } from 'react-router';
import { lazyPage } from '../../core/lazy-page';

export const pricingRoutes: RouteObject[] = [
  {
    path: '/pricing',
    ...lazyPage(
      () => import('./PricingPage'),
      (m) => m.PricingPage,
    ),
  },
];
