import type { RouteObject } from 'react-router';
import { lazyPage } from '../../core/lazy-page';

export const familiesRoutes: RouteObject[] = [
  {
    // A child's learner space: public (the child has no account, the code is the key), loaded on first visit.
    path: '/learner/:childId',
    ...lazyPage(
      () => import('./LearnerPage'),
      (m) => m.LearnerPage,
    ),
  },
];
