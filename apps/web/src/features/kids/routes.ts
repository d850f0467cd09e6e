import type { RouteObject } from 'react-router';
import { lazyPage } from '../../core/lazy-page';

export const kidsRoutes: RouteObject[] = [
  {
    path: '/kid-tech',
    ...lazyPage(
      () => import('./KidTechPage'),
      (m) => m.KidTechPage,
    ),
  },
  {
    path: '/featured-kid-courses/:id',
    ...lazyPage(
      () => import('./FeaturedKidCoursePage'),
      (m) => m.FeaturedKidCoursePage,
    ),
  },
];
