import type { RouteObject } from 'react-router';
import { lazyPage } from '../../core/lazy-page';

export const campRoutes: RouteObject[] = [
  {
    path: '/weekend-camp',
    ...lazyPage(
      () => import('./WeekendCampPage'),
      (m) => m.WeekendCampPage,
    ),
  },
];
