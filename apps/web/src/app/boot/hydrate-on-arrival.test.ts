import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '../public-pages';
import { LOGGED_OUT_FLAG } from '../../features/accounts/logged-out-flag';
import {
  HYDRATE_ON_ARRIVAL_PATTERNS,
  PENDING_BOOKING_PAGES,
  hydratesOnArrival,
  matchesPattern,
} from './hydrate-on-arrival';

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
  const nothing = { getItem: () => null };

  it('are the invoice link: a page that changes on its own', () => {
    expect(hydratesOnArrival('/payment-invoice/00000000-0000-4000-8000-000000000000', nothing, nothing)).toBe(true);
    expect(hydratesOnArrival('/', nothing, nothing)).toBe(false);
    expect(hydratesOnArrival('/book-mentor', nothing, nothing)).toBe(false);
  });

  it("and the page a logout lands on, which says 'Logged Out!' at once", () => {
    const loggedOut = { getItem: (key: string) => (key === LOGGED_OUT_FLAG ? '1' : null) };
    expect(hydratesOnArrival('/', loggedOut, nothing)).toBe(true);
  });

  it('and a booking page this browser has a booking awaiting payment on, which it shows instead of the form', () => {
    const pendingCamp = { getItem: (key: string) => (key === 'weekend-camp-id' ? '{"id":"b","token":"t"}' : null) };
    expect(hydratesOnArrival('/weekend-camp', nothing, pendingCamp)).toBe(true);
    expect(hydratesOnArrival('/book-mentor', nothing, pendingCamp)).toBe(false);
    expect(hydratesOnArrival('/weekend-camp', nothing, nothing)).toBe(false);
  });

  it('are server-rendered public pages (a pattern that is not one would mean nothing)', () => {
    const rendered = PUBLIC_PAGES.filter((p) => p.serverRendered).map((p) => p.pattern);
    for (const pattern of [...HYDRATE_ON_ARRIVAL_PATTERNS, ...Object.keys(PENDING_BOOKING_PAGES)])
      expect(rendered).toContain(pattern);
  });
});
