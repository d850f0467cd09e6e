import type { RouteObject } from 'react-router';
import { lazyPage } from '../../core/lazy-page';

const directory = lazyPage(
  () => import('./MentorDirectoryPage'),
  (m) => m.MentorDirectoryPage,
);

/** The public mentor screens (spec 3 §2.1): the directory under both of its addresses, and the profile. */
export const mentorsRoutes: RouteObject[] = [
  { path: '/discover-mentors', ...directory },
  { path: '/mentors', ...directory },
  {
    path: '/mentors/:id',
    ...lazyPage(
      () => import('./MentorProfilePage'),
      (m) => m.MentorProfilePage,
    ),
  },
];
