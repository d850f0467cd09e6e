import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '../public-pages';
import { LOGGED_OUT_FLAG } from '../../features/accounts/logged-out-flag';
import { CHAT_VISITOR_KEY, learnerTokenKey } from '../../core/browser-kept-keys';
import { SETTLED_BOOKING_ATTRIBUTE, START_ON_ARRIVAL_ATTRIBUTE } from '../../core/page-marks';
import {
  BROWSER_KEPT_PAGES,
  asksToStart,
  forgetSettledBooking,
  drawsInBrowser,
  PENDING_BOOKING_PAGES,
  hydratesOnArrival,
  matchesPattern,
  opensWhenRead,
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

  it('are none of the pages a new visitor opens, not even the invoice link (it starts on the first touch or return)', () => {
    expect(hydratesOnArrival('/payment-invoice/00000000-0000-4000-8000-000000000000', nothing, nothing)).toBe(false);
    expect(hydratesOnArrival('/', nothing, nothing)).toBe(false);
    expect(hydratesOnArrival('/book-mentor', nothing, nothing)).toBe(false);
  });

  it("but the page a logout lands on, which says 'Logged Out!' at once", () => {
    const loggedOut = { getItem: (key: string) => (key === LOGGED_OUT_FLAG ? '1' : null) };
    expect(hydratesOnArrival('/', loggedOut, nothing)).toBe(true);
  });

  it('and a booking page this browser has a booking awaiting payment on, which it shows instead of the form', () => {
    const pendingCamp = { getItem: (key: string) => (key === 'weekend-camp-id' ? '{"id":"b","token":"t"}' : null) };
    expect(hydratesOnArrival('/weekend-camp', nothing, pendingCamp)).toBe(true);
    expect(hydratesOnArrival('/book-mentor', nothing, pendingCamp)).toBe(false);
    expect(hydratesOnArrival('/weekend-camp', nothing, nothing)).toBe(false);
  });

  it('and /login back from a failed Google sign-in, which says why at once', () => {
    expect(hydratesOnArrival('/login', nothing, nothing, '?error=access_denied')).toBe(true);
    expect(hydratesOnArrival('/login', nothing, nothing, '')).toBe(false);
    expect(hydratesOnArrival('/signup', nothing, nothing, '?error=access_denied')).toBe(false);
  });

  it('are server-rendered public pages (a pattern that is not one would mean nothing)', () => {
    const rendered = PUBLIC_PAGES.filter((p) => p.serverRendered).map((p) => p.pattern);
    const kept = BROWSER_KEPT_PAGES.map((p) => p.pattern);
    for (const pattern of [...Object.keys(PENDING_BOOKING_PAGES), ...kept]) expect(rendered).toContain(pattern);
  });
});

describe('server-drawn pages the browser draws afresh at once', () => {
  const nothing = { getItem: () => null };
  const keeping = (key: string) => ({ getItem: (asked: string) => (asked === key ? 'kept' : null) });
  const CHILD = '00000000-0000-4000-8000-000000000000';

  it('are the visitor chat for a visitor this browser keeps, and the learner space for its signed-in child', () => {
    expect(drawsInBrowser('/chat', keeping(CHAT_VISITOR_KEY), null)).toBe(true);
    expect(drawsInBrowser('/chat/abc', keeping(CHAT_VISITOR_KEY), null)).toBe(true);
    expect(drawsInBrowser('/chat', nothing, null)).toBe(false);
    expect(drawsInBrowser(`/learner/${CHILD}`, keeping(learnerTokenKey(CHILD)), null)).toBe(true);
    // Another child's token does not sign this one in.
    expect(drawsInBrowser(`/learner/${CHILD}`, keeping(learnerTokenKey('another')), null)).toBe(false);
    expect(drawsInBrowser('/pricing', keeping(CHAT_VISITOR_KEY), null)).toBe(false);
  });

  it('and any page opened with navigation state (a reload of /success after a booking), which the server never sees', () => {
    const entry = (usr: unknown) => ({ usr, key: 'k1', idx: 1 });
    expect(drawsInBrowser('/success', nothing, entry({ fullName: 'Ngozi', freeTrial: true }))).toBe(true);
    expect(drawsInBrowser('/success', nothing, entry(null))).toBe(false);
    expect(drawsInBrowser('/success', nothing, null)).toBe(false);
  });
});

describe("a server-drawn page's marks for its first script", () => {
  const drawn = (html: string) => {
    const root = document.createElement('div');
    root.innerHTML = html;
    return root;
  };

  it('start the app on arrival where a part of the page needs it at once', () => {
    expect(asksToStart(drawn(`<section ${START_ON_ARRIVAL_ATTRIBUTE}><h1>Not completed</h1></section>`))).toBe(true);
    expect(asksToStart(drawn('<section><h1>Payment was successful!</h1></section>'))).toBe(false);
  });

  it('forget the booking a paid result names, only when this browser keeps that very booking', () => {
    const store = (value: string | null) => {
      const kept = new Map(value === null ? [] : [['weekend-camp-id', value]]);
      return {
        getItem: (key: string) => kept.get(key) ?? null,
        removeItem: (key: string) => void kept.delete(key),
        kept,
      };
    };
    const paid = drawn(`<section ${SETTLED_BOOKING_ATTRIBUTE}="weekend-camp-id:b1"></section>`);

    const same = store('{"id":"b1","token":"t"}');
    forgetSettledBooking(paid, same);
    expect(same.kept.has('weekend-camp-id')).toBe(false);

    const other = store('{"id":"b2","token":"t"}');
    forgetSettledBooking(paid, other);
    expect(other.kept.get('weekend-camp-id')).toBe('{"id":"b2","token":"t"}');

    // Only the app's own booking keys: a page cannot have another key of this browser removed.
    const visitor = { getItem: () => '{"id":"b1"}', removeItem: () => expect.fail('removed') };
    forgetSettledBooking(drawn(`<p ${SETTLED_BOOKING_ATTRIBUTE}="visitor:b1"></p>`), visitor);
    forgetSettledBooking(drawn('<p>nothing</p>'), visitor);
  });
});

describe('opensWhenRead', () => {
  it('opens the storage at the first read and once only, so a page that reads none never opens it', () => {
    const opened: string[] = [];
    const kept = new Map([['book-mentor-id', '{"id":"b1"}']]);
    const storage = opensWhenRead(() => {
      opened.push('local');
      return {
        getItem: (key: string) => kept.get(key) ?? null,
        removeItem: (key: string) => void kept.delete(key),
      };
    });
    expect(opened).toEqual([]);
    expect(hydratesOnArrival('/pricing', { getItem: () => null }, storage)).toBe(false);
    expect(drawsInBrowser('/pricing', storage, null)).toBe(false);
    expect(opened).toEqual([]);
    expect(hydratesOnArrival('/book-mentor', { getItem: () => null }, storage)).toBe(true);
    storage.removeItem('book-mentor-id');
    expect(storage.getItem('book-mentor-id')).toBeNull();
    expect(opened).toEqual(['local']);
  });

  it('reads a storage the browser refuses (a privacy setting) as empty', () => {
    const refused = opensWhenRead(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(refused.getItem('book-mentor-id')).toBeNull();
    expect(() => refused.removeItem('book-mentor-id')).not.toThrow();
    expect(hydratesOnArrival('/book-mentor', { getItem: () => null }, refused)).toBe(false);
  });
});
