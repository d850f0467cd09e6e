import type { RouteObject } from 'react-router';
import { lazyPage } from '../../core/lazy-page';

export const contentRoutes: RouteObject[] = [
  {
    path: '/contact-us',
    ...lazyPage(
      () => import('./ContactUsPage'),
      (m) => m.ContactUsPage,
    ),
  },
  {
    path: '/hiring',
    ...lazyPage(
      () => import('./HiringPage'),
      (m) => m.HiringPage,
    ),
  },
  {
    path: '/about-us',
    ...lazyPage(
      () => import('./AboutUsPage'),
      (m) => m.AboutUsPage,
    ),
  },
  {
    path: '/privacy',
    ...lazyPage(
      () => import('./PrivacyPage'),
      (m) => m.PrivacyPage,
    ),
  },
  {
    path: '/summer-camp',
    ...lazyPage(
      () => import('./SummerCampPage'),
      (m) => m.SummerCampPage,
    ),
  },
  {
    path: '/success',
    ...lazyPage(
      () => import('./SuccessPage'),
      (m) => m.SuccessPage,
    ),
  },
];
