import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

export const homeRoutes: RouteObject[] = [{ index: true, ...lazyPage(() => import('./HomePage'), (m) => m.HomePage) }];
