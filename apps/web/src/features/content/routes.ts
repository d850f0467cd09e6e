import type { RouteObject } from 'react-router';
import { drawnPage, lazyPage } from '../../core/lazy-page';

/** Pages that only show are drawn pages (core/lazy-page.ts): kept as the server drew them. */
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
    ...drawnPage(
      () => import('./HiringPage'),
      (m) => m.HiringPage,
    ),
  },
  {
    path: '/about-us',
    ...drawnPage(
      () => import('./AboutUsPage'),
      (m) => m.AboutUsPage,
    ),
  },
  {
    path: '/privacy',
    ...drawnPage(
      () => import('./PrivacyPage'),
      (m) => m.PrivacyPage,
    ),
  },
  {
    path: '/summer-camp',
    ...drawnPage(
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
