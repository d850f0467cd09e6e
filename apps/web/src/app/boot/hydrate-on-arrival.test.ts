import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '../public-pages';
import { LOGGED_OUT_FLAG } from '../../features/accounts/logged-out-flag';
import { HYDRATE_ON_ARRIVAL_PATTERNS, hydratesOnArrival, matchesPattern } from './hydrate-on-arrival';

describe('matchesPattern', () => {
  it('matches static segments and one segment per :param', () => {
    expect(matchesPattern('/payment-invoice/:id', '/payment-invoice/abc')).toBe(true);
    expect(matchesPattern('/payment-invoice/:id', '/payment-invoice/abc/')).toBe(true);
    expect(matchesPattern('/payment-invoice/:id', '/payment-invoice')).toBe(false);
    expect(matchesPattern('/payment-invoice/:id', '/payment-invoice/abc/def')).toBe(false);
    expect(matchesPattern('/payment-invoice/:id', '/checkout/abc')).toBe(false);
    expect(matchesPattern('/', '/')).toBe(true);
    expect(matchesPattern('/', '/pricing')).toBe(false);
  });
});

describe('pages whose app starts on arrival', () => {
  const nothingStored = { getItem: () => null };

  it('are the invoice link: a page that changes on its own', () => {
    expect(hydratesOnArrival('/payment-invoice/00000000-0000-4000-8000-000000000000', nothingStored)).toBe(true);
    expect(hydratesOnArrival('/', nothingStored)).toBe(false);
    expect(hydratesOnArrival('/book-mentor', nothingStored)).toBe(false);
  });

  it("and the page a logout lands on, which says 'Logged Out!' at once", () => {
    const loggedOut = { getItem: (key: string) => (key === LOGGED_OUT_FLAG ? '1' : null) };
    expect(hydratesOnArrival('/', loggedOut)).toBe(true);
  });

  it('are server-rendered public pages (a pattern that is not one would mean nothing)', () => {
    const rendered = PUBLIC_PAGES.filter((p) => p.serverRendered).map((p) => p.pattern);
    for (const pattern of HYDRATE_ON_ARRIVAL_PATTERNS) expect(rendered).toContain(pattern);
  });
});
