import type { RouteObject } from 'react-router';
import { lazyPage } from '../../core/lazy-page';

export const catalogueRoutes: RouteObject[] = [
  {
    path: '/featured-courses',
    ...lazyPage(
      () => import('./FeaturedCoursesPage'),
      (m) => m.FeaturedCoursesPage,
    ),
  },
  {
    path: '/featured-courses/:id',
    ...lazyPage(
      () => import('./FeaturedCoursePage'),
      (m) => m.FeaturedCoursePage,
    ),
  },
];
