import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAppError } from '../../lib/app-error';
import type { Viewer } from '../accounts/viewer';
import type { RateLimitService, RateRule } from '../rate-limits/rate-limits.service';
import { GoogleError } from './google-api';
import { CALLBACK_PATH, CONNECT_PATH, type GoogleCalendarService } from './google-calendar.service';

/** Where the mentor lands after Google, with the outcome in `google` (the availability page says what it means). */
export const BACK_PATH = '/mentor-dashboard/availability';
/** Connections started or finished per mentor: each is a trip to Google and, finished, a token exchange. */
export const GOOGLE_CONNECTS: RateRule = { max: 10, windowSeconds: 600 };

export interface GoogleRoutesDeps {
  google: GoogleCalendarService;
  rateLimits: Pick<RateLimitService, 'consume'>;
  viewerOf: (req: FastifyRequest) => Promise<Viewer>;
}

type Outcome = 'connected' | 'refused' | 'failed' | 'denied';
const back = (reply: FastifyReply, outcome: Outcome) => reply.redirect(`${BACK_PATH}?google=${outcome}`, 303);

/**
 * GET /api/google-calendar/connect sends a signed-in mentor to Google's consent page; Google sends them back to
 * GET /api/google-calendar/callback with the code and our signed state, which must be this mentor's. Both answer
 * redirects; nothing is cached, nothing sent on as a referrer (the code is in the callback's query string, which the
 * request log leaves out).
 */
export function registerGoogleCalendarRoutes(http: FastifyInstance, deps: GoogleRoutesDeps): void {
  const mentorOf = async (req: FastifyRequest, reply: FastifyReply) => {
    void reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    const viewer = await deps.viewerOf(req);
    if (viewer.role === 'visitor' || !viewer.mentor || viewer.mentor.status !== 'ACCEPTED') return null;
    await deps.rateLimits.consume(`googleCalendarConnect:${viewer.mentor.id}`, GOOGLE_CONNECTS);
    return { mentorId: viewer.mentor.id, email: viewer.email };
  };

  http.get(CONNECT_PATH, async (req, reply) => {
    if (!deps.google.available) return reply.status(404).send({ error: 'Google Calendar is not available' });
    try {
      const mentor = await mentorOf(req, reply);
      if (!mentor) return await reply.redirect(`/login?next=${encodeURIComponent(BACK_PATH)}`, 303);
      return await reply.redirect(deps.google.connectUrl(mentor.mentorId, mentor.email), 303);
    } catch (error) {
      if (isAppError(error) && error.code === 'RATE_LIMITED') return back(reply, 'failed');
      throw error;
    }
  });

  http.get<{ Querystring: { code?: unknown; state?: unknown; error?: unknown } }>(CALLBACK_PATH, async (req, reply) => {
    if (!deps.google.available) return reply.status(404).send({ error: 'Google Calendar is not available' });
    try {
      const mentor = await mentorOf(req, reply);
      if (!mentor) return await back(reply, 'refused');
      const { code, state, error } = req.query;
      if (typeof error === 'string') return await back(reply, 'denied');
      if (typeof code !== 'string' || typeof state !== 'string') return await back(reply, 'refused');
      await deps.google.finish(mentor.mentorId, code, state);
      return await back(reply, 'connected');
    } catch (error) {
      if (isAppError(error)) return back(reply, error.code === 'RATE_LIMITED' ? 'failed' : 'refused');
      if (error instanceof GoogleError) return back(reply, 'failed');
      throw error;
    }
  });
}
