import type { RouteObject } from 'react-router';
import { lazyPage } from '../../core/lazy-page';

export const mentorBookingRoutes: RouteObject[] = [
  {
    path: '/book-mentor',
    ...lazyPage(
      () => import('./MentorBookingPage'),
      (m) => m.BookMentorPage,
    ),
  },
  {
    path: '/kid-book-mentor',
    ...lazyPage(
      () => import('./MentorBookingPage'),
      (m) => m.KidBookMentorPage,
    ),
  },
];
