import type { RouteObject } from 'react-router';
import { lazyPage } from '../../core/lazy-page';

export const webinarRoutes: RouteObject[] = [
  {
    path: '/webinar',
    ...lazyPage(
      () => import('./WebinarPage'),
      (m) => m.WebinarPage,
    ),
  },
];
