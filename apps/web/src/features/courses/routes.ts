import type { RouteObject } from 'react-router';
import { lazyPage } from '../../core/lazy-page';
import { PrivateOutlet } from '../accounts/public';

export const coursesRoutes: RouteObject[] = [
  {
    path: '/courses',
    ...lazyPage(
      () => import('./CoursesPage'),
      (m) => m.CoursesPage,
    ),
  },
  {
    path: '/courses/:id',
    ...lazyPage(
      () => import('./CoursePage'),
      (m) => m.CoursePage,
    ),
  },
  {
    path: '/all-modules',
    ...lazyPage(
      () => import('./AllModulesPage'),
      (m) => m.AllModulesPage,
    ),
  },
  {
    path: '/checkout/:id',
    ...lazyPage(
      () => import('./CheckoutPage'),
      (m) => m.CheckoutPage,
    ),
  },
  // The link in a booking's confirmation mail (course-bookings.service.ts).
  {
    path: '/confirm-booking/:token',
    ...lazyPage(
      () => import('./ConfirmBookingPage'),
      (m) => m.ConfirmBookingPage,
    ),
  },
  // Private (spec 1 §6): a signed-out visitor gets the sign-in widget in place of the page.
  {
    Component: PrivateOutlet,
    children: [
      {
        path: '/paid-courses',
        ...lazyPage(
          () => import('./PaidCoursesPage'),
          (m) => m.PaidCoursesPage,
        ),
      },
    ],
  },
];
