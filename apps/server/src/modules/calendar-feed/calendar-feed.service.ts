import { createHash } from 'node:crypto';
import { icalFile } from '../../lib/ical-file';
import type { RateLimitService, RateRule } from '../rate-limits/rate-limits.service';
import type { CalendarFeedRepo } from './calendar-feed.repo';
import type { CalendarFeedReads } from './feed-entries';
import { feedEvents, type FeedText } from './feed-events';
import { newFeedKey, secretOf, splitSecret, verifierMatches, verifierOf, hashVerifier } from './feed-secret';

export const CALENDAR_FEED_PATH = '/api/calendar';
const DAY = 86_400_000;
/** Sessions and calls are listed from this many days back ("last month"), everything later up to LIMIT of each. */
export const FEED_DAYS_BACK = 31;
/** The weekly camp classes are written out this far ahead. */
export const FEED_CLASS_DAYS_AHEAD = 56;
const LIMIT = 500;
/** What the file asks subscribers to wait between reads (REFRESH-INTERVAL); Google and Outlook choose their own. */
const REFRESH_SECONDS = 15 * 60;

/**
 * Reads per feed (one address, however many calendars subscribe to it): a calendar app reads every 5 minutes to a
 * day; several devices of one person stay far inside. Counted per feed, not per address: Google's and Microsoft's
 * fetchers read everyone's feeds from a few shared addresses.
 */
export const FEED_READS: RateRule = { max: 60, windowSeconds: 600 };
/** Unknown or old secrets per client address: a revoked feed still polled stays inside, a guessing script does not. */
export const FEED_MISSES: RateRule = { max: 300, windowSeconds: 600 };
/** "Make a new address" per account. */
export const FEED_RENEWALS: RateRule = { max: 10, windowSeconds: 600 };

export interface CalendarFeedDeps {
  repo: CalendarFeedRepo;
  reads: CalendarFeedReads;
  rateLimits: Pick<RateLimitService, 'consume'>;
  /** Keys the verifier's HMAC (feed-secret.ts). */
  authSecret: string;
  text: FeedText;
  now: () => Date;
}

/** A feed as the route answers it: its file and the file's entity tag. */
export interface FeedFile {
  body: string;
  etag: string;
}

const startOfUtcDay = (at: Date) => new Date(Math.floor(at.getTime() / DAY) * DAY);

/**
 * Each account's calendar feed (issue 37, decision 0051): a secret address made on first ask, replaced (the old one
 * dead at once) by `renew`, and the iCalendar file it answers.
 */
export class CalendarFeedService {
  constructor(private readonly deps: CalendarFeedDeps) {}

  /** The account's address, made on its first ask. */
  async urlFor(userId: string): Promise<string> {
    let row = await this.deps.repo.ensure(userId, newFeedKey(this.deps.authSecret), this.deps.now());
    // The address is the HMAC of the selector under the auth secret: after AUTH_SECRET changed, the stored hash no
    // longer matches what can be shown, so the owner gets a new address (the old one kept working until now).
    if (hashVerifier(verifierOf(this.deps.authSecret, row.selector)) !== row.verifierHash) {
      row = await this.deps.repo.replace(userId, newFeedKey(this.deps.authSecret), this.deps.now());
    }
    return this.url(row.selector);
  }

  /** A new address for the account; the old one answers 404 from now on. */
  async renew(userId: string): Promise<string> {
    await this.deps.rateLimits.consume(`calendarFeedRenew:${userId}`, FEED_RENEWALS);
    const row = await this.deps.repo.replace(userId, newFeedKey(this.deps.authSecret), this.deps.now());
    return this.url(row.selector);
  }

  /**
   * The feed of a secret, or null (404) for one that is malformed, unknown or replaced. Throws RATE_LIMITED past the
   * reads of one feed, or past the misses of one client address (`client`, from clientKey).
   */
  async file(secret: string, client: string): Promise<FeedFile | null> {
    const parts = splitSecret(secret);
    const row = parts ? await this.deps.repo.bySelector(parts.selector) : null;
    if (!parts || !row || !verifierMatches(parts.verifier, row.verifierHash)) {
      await this.deps.rateLimits.consume(`calendarFeedMiss:${client}`, FEED_MISSES);
      return null;
    }
    await this.deps.rateLimits.consume(`calendarFeed:${row.userId}`, FEED_READS);
    const person = await this.deps.reads.person(row.userId);
    if (!person) return null;
    // Whole days: the file (and its ETag) stays the same between reads of one day unless something in it changed.
    const today = startOfUtcDay(this.deps.now());
    const span = {
      from: new Date(today.getTime() - FEED_DAYS_BACK * DAY),
      until: new Date(today.getTime() + FEED_CLASS_DAYS_AHEAD * DAY),
    };
    const entries = await this.deps.reads.entries(person, {
      from: span.from,
      limit: LIMIT,
      webinarKey: this.deps.text.webinar.key,
    });
    const body = icalFile({
      product: this.deps.text.siteName,
      name: this.deps.text.siteName,
      refreshSeconds: REFRESH_SECONDS,
      events: feedEvents(entries, span, this.deps.text),
    });
    return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
  }

  private url(selector: string): string {
    return `${this.deps.text.publicUrl}${CALENDAR_FEED_PATH}/${secretOf(this.deps.authSecret, selector)}.ics`;
  }
}
