import type { RouteObject } from 'react-router';
import { lazyPage } from '../../core/lazy-page';

export const sessionsRoutes: RouteObject[] = [
  {
    path: '/my-sessions',
    // Guarded by the page itself: a mailed link (?booking=&t=) opens it signed out, anyone else must sign in. Not a
    // public page, not held to the first-load budget.
    handle: { private: true },
    ...lazyPage(
      () => import('./MySessionsPage'),
      (m) => m.MySessionsPage,
    ),
  },
];
