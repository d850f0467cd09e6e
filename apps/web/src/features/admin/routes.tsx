import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

// The admin back office behind AdminArea's gate. Its list pages come with the admin issue; until then an admin's
// path under it is Not Found, as any unknown path.
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin-dashboard',
    // Guarded by AdminArea itself: not a public page, not held to the first-load budget.
    handle: { private: true },
    ...lazyPage(() => import('./AdminArea'), (m) => m.AdminArea),
    children: [
      { index: true, ...lazyPage(() => import('./AdminArea'), (m) => m.AdminHome) },
      { path: '*', ...lazyPage(() => import('../common/NotFoundPage'), (m) => m.NotFoundPage) },
    ],
  },
];
