import type { RouteObject } from 'react-router';
import { lazyPage } from '../../core/lazy-page';

export const bootcampRoutes: RouteObject[] = [
  {
    path: '/bootcamp',
    ...lazyPage(
      () => import('./BootcampPage'),
      (m) => m.BootcampPage,
    ),
  },
];
