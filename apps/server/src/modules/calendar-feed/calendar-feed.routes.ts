import type { FastifyInstance, FastifyReply } from 'fastify';
import { isAppError } from '../../lib/app-error';
import { clientKey } from '../rate-limits/client-address';
import { CALENDAR_FEED_PATH, type CalendarFeedService } from './calendar-feed.service';

const NOT_FOUND = 'This calendar address is not known. Make a new one from your account page.';
const FILE = /^(.+)\.ics$/;

/** Whether an If-None-Match header names this entity tag (weak comparison, RFC 9110 §13.1.2), or is `*`. */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return value.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}

function refuse(reply: FastifyReply, error: unknown) {
  if (isAppError(error) && error.code === 'RATE_LIMITED') {
    const retry = error.details?.retryAfterSeconds;
    if (typeof retry === 'number') void reply.header('Retry-After', String(retry));
    return reply.status(429).type('text/plain; charset=utf-8').send(error.message);
  }
  throw error;
}

/**
 * GET /api/calendar/{secret}.ics (issue 37): a person's calendar feed for calendar apps to subscribe to. The secret
 * is the only key (calendar apps send no cookie); a malformed, unknown or replaced one answers 404. ETag and
 * If-None-Match make a poll that finds nothing new a 304 without a body. Never kept by a shared cache, never sent on
 * as a referrer. The request log writes the path without the secret (lib/request-log.ts).
 */
export function registerCalendarFeedRoutes(http: FastifyInstance, feeds: CalendarFeedService): void {
  http.get<{ Params: { file: string } }>(`${CALENDAR_FEED_PATH}/:file`, async (req, reply) => {
    void reply
      .header('Cache-Control', 'private, no-cache')
      .header('Referrer-Policy', 'no-referrer')
      .header('X-Robots-Tag', 'noindex')
      .header('X-Content-Type-Options', 'nosniff');
    const secret = FILE.exec(req.params.file)?.[1] ?? '';
    let file;
    try {
      file = await feeds.file(secret, clientKey(req.ip));
    } catch (error) {
      return refuse(reply, error);
    }
    if (!file) return reply.status(404).type('text/plain; charset=utf-8').send(NOT_FOUND);
    void reply.header('ETag', file.etag);
    if (matchesEtag(req.headers['if-none-match'], file.etag)) return reply.status(304).send();
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Content-Disposition', 'inline; filename="calendar.ics"')
      .send(file.body);
  });
}
