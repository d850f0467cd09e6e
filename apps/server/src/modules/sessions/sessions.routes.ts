import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Viewer } from '../accounts/viewer';
import type { SessionViewsService } from './session-views.service';

export interface SessionRoutesDeps {
  views: Pick<SessionViewsService, 'invite'>;
  viewerOf: (req: FastifyRequest) => Promise<Viewer>;
}

/**
 * GET /api/sessions/{id}/invite.ics: the session's calendar invite, for its learner (signed in, or `?token=` with the
 * booking's access token) and its mentor. Anyone else gets 404, the same as for a session that does not exist.
 */
export function registerSessionRoutes(http: FastifyInstance, deps: SessionRoutesDeps): void {
  http.get<{ Params: { id: string }; Querystring: { token?: string } }>(
    '/api/sessions/:id/invite.ics',
    async (req, reply) => {
      void reply.header('Cache-Control', 'private, no-store').header('Referrer-Policy', 'no-referrer');
      const token = typeof req.query.token === 'string' ? req.query.token : null;
      const ics = await deps.views.invite(req.params.id, { viewer: await deps.viewerOf(req), token });
      if (ics === null) return reply.status(404).send({ error: 'This session was not found' });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="session.ics"')
        .send(ics);
    },
  );
}
