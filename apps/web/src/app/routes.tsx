import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout, PageSpinner } from './layout/AppLayout';
import { lazyPage } from './lazy-page';
import { catalogueRoutes } from '../features/catalogue/routes';
import { homeRoutes } from '../features/home/routes';
import { pricingRoutes } from '../features/pricing/routes';
import { contentRoutes } from '../features/content/routes';
import { coursesRoutes } from '../features/courses/routes';
import { kidsRoutes } from '../features/kids/routes';
import { accountsRoutes } from '../features/accounts/routes';

// Each feature declares its own routes; this list only gathers them. Unknown paths fall through to Not Found.
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    HydrateFallback: PageSpinner,
    children: [
      ...homeRoutes,
      ...catalogueRoutes,
      ...pricingRoutes,
      ...contentRoutes,
      ...coursesRoutes,
      ...kidsRoutes,
      ...accountsRoutes,
      { path: '*', ...lazyPage(() => import('../features/common/NotFoundPage'), (m) => m.NotFoundPage) },
    ],
  },
];

export const router = createBrowserRouter(routes);
