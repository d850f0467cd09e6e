import { useRoutes, type RouteObject } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { drawnPage } from '../core/lazy-page';
import { catalogueRoutes } from '../features/catalogue/routes';
import { homeRoutes } from '../features/home/routes';
import { pricingRoutes } from '../features/pricing/routes';
import { contentRoutes } from '../features/content/routes';
import { coursesRoutes } from '../features/courses/routes';
import { kidsRoutes } from '../features/kids/routes';
import { accountsRoutes } from '../features/accounts/routes';
import { campRoutes } from '../features/camp/routes';
import { bootcampRoutes } from '../features/bootcamp/routes';
import { webinarRoutes } from '../features/webinar/routes';
import { mentorBookingRoutes } from '../features/bookings/routes';
import { paymentsRoutes } from '../features/payments/routes';
import { mentorDashboardRoutes } from '../features/mentor-dashboard/routes';
import { mentorsRoutes } from '../features/mentors/routes';
import { adminRoutes } from '../features/admin/routes';
import { chatRoutes } from '../features/chat/routes';
import { sessionsRoutes } from '../features/sessions/routes';
import { familiesRoutes } from '../features/families/routes';

/** Every path no other route takes: the Not Found page (the server answers it with status 404, entry-server.tsx). */
export const notFoundRoute: RouteObject = {
  path: '*',
  ...drawnPage(
    () => import('../core/NotFoundPage'),
    (m) => m.NotFoundPage,
  ),
};

// Each feature declares its own routes; this list only gathers them. Unknown paths fall through to Not Found.
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...homeRoutes,
      ...catalogueRoutes,
      ...pricingRoutes,
      ...contentRoutes,
      ...coursesRoutes,
      ...kidsRoutes,
      ...campRoutes,
      ...accountsRoutes,
      ...bootcampRoutes,
      ...webinarRoutes,
      ...mentorBookingRoutes,
      ...paymentsRoutes,
      ...mentorDashboardRoutes,
      ...mentorsRoutes,
      ...adminRoutes,
      ...chatRoutes,
      ...sessionsRoutes,
      ...familiesRoutes,
      notFoundRoute,
    ],
  },
];

/**
 * The routes in React Router's declarative mode (a `<BrowserRouter>` in App.tsx): the app uses no loaders, actions
 * or fetchers, and the data router's engine would add about 16 kB gzip to every first load (issue 8's budget).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
