import type { RouteObject } from 'react-router';
import { lazyPage } from '../../core/lazy-page';

// The visitor chat is public (held to the first-load budget: app/public-pages.ts); the mentor's side lives in the
// mentor dashboard's routes.
export const chatRoutes: RouteObject[] = [
  {
    path: '/chat',
    ...lazyPage(
      () => import('./VisitorChatPage'),
      (m) => m.VisitorChatPage,
    ),
  },
  {
    path: '/chat/:id',
    ...lazyPage(
      () => import('./VisitorChatPage'),
      (m) => m.VisitorChatPage,
    ),
  },
];
