import { isValidElement, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PrivateOutlet } from '../features/accounts/PrivateRoute';
import { NOT_LANDING_ROUTES, PUBLIC_PAGES, SECRET_ADDRESS_PATTERNS } from './public-pages';
import { routes } from './routes';

/** Behind PrivateOutlet, or a guarded area that says so (`handle: { private: true }`: the mentor area). */
const isPrivate = (route: RouteObject) =>
  route.Component === (PrivateOutlet as ComponentType) ||
  (isValidElement(route.element) && route.element.type === PrivateOutlet) ||
  (route.handle as { private?: boolean } | undefined)?.private === true;

/** The path patterns of the route table that a visitor reaches without an account. */
function publicPatterns(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    if (isPrivate(route)) return [];
    const pattern = route.index
      ? parent || '/'
      : route.path
        ? route.path.startsWith('/') || route.path === '*'
          ? route.path
          : `${parent}/${route.path}`
        : parent;
    const own = route.index || route.path ? [pattern] : [];
    return [...own, ...publicPatterns(route.children ?? [], route.path ? pattern : parent)];
  });
}

describe('the public pages held to the first-load budget', () => {
  it('are every public route of the route table (add a new public page to public-pages.ts)', () => {
    const listed = [...PUBLIC_PAGES.map((page) => page.pattern), ...Object.keys(NOT_LANDING_ROUTES)].sort();
    expect(listed).toEqual(publicPatterns(routes).sort());
  });

  it('leave the private routes out', () => {
    const patterns = publicPatterns(routes);
    for (const privatePath of ['/account', '/paid-courses', '/home', '/admin', '/mentor-dashboard'])
      expect(patterns).not.toContain(privatePath);
  });

  it('each have an example address that matches their pattern', () => {
    for (const { pattern, example } of PUBLIC_PAGES) {
      if (pattern === '*') continue;
      const matcher = new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`);
      expect(example, pattern).toMatch(matcher);
    }
  });

  it('are server-rendered with a token in their address only when marked as a secret address', () => {
    const carriesToken = (page: (typeof PUBLIC_PAGES)[number]) =>
      /[?&](t|token)=/.test(page.example) || page.pattern.includes(':token');
    for (const page of PUBLIC_PAGES.filter(carriesToken)) {
      if (page.serverRendered) expect(page.secretAddress, page.pattern).toBe(true);
    }
    // The server sends these with no-store and no-referrer (apps/server/src/lib/server-render.ts lists the same).
    expect(SECRET_ADDRESS_PATTERNS).toEqual([
      '/confirm-booking/:token',
      '/payment-invoice/:id',
      '/book-mentor-payment',
      '/success-booking',
      '/weekendcampsuccess',
      '/bootcamp-payment',
    ]);
  });
});
