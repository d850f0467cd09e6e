import type { RouteObject } from 'react-router';
import { lazyPage } from '../../core/lazy-page';

/** The page's two chunks load together (HomePage renders the second lazily, and must not wait for it then). */
const loadHomePage = () => Promise.all([import('./HomePage'), import('./HomeBelowFold')]).then(([page]) => page);

export const homeRoutes: RouteObject[] = [{ index: true, ...lazyPage(loadHomePage, (m) => m.HomePage) }];
