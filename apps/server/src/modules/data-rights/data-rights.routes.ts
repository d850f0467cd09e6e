import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Viewer } from '../accounts/viewer';
import type { DataExportsService } from './data-exports.service';

export interface DataRightsRoutesDeps {
  exports: Pick<DataExportsService, 'download'>;
  viewerOf: (req: FastifyRequest) => Promise<Viewer>;
}

const NOT_FOUND = { error: 'This download does not exist or has expired' };

/**
 * GET /api/my-data/{id}?t={token}: the mailed link to a person's archive (decision 0043). Served only to the signed-in
 * account that asked, holding the link's token: anyone else, a wrong token and an expired archive get the same 404
 * as a missing one, so the answer tells nothing about whose request an id is. Signed out: 401, sign in and open the
 * link again. The token is in the query string, which the request log leaves out.
 */
export function registerDataRightsRoutes(http: FastifyInstance, deps: DataRightsRoutesDeps): void {
  http.get<{ Params: { id: string }; Querystring: { t?: string } }>('/api/my-data/:id', async (req, reply) => {
    void reply.header('Cache-Control', 'no-store');
    const viewer = await deps.viewerOf(req);
    if (viewer.role === 'visitor') {
      return reply.status(401).send({ error: 'Sign in to download your data, then open the link again' });
    }
    const token = typeof req.query.t === 'string' ? req.query.t : '';
    const id = req.params.id;
    const file = /^[0-9a-f-]{36}$/.test(id) && token ? await deps.exports.download(viewer.userId, id, token) : null;
    if (!file) return reply.status(404).send(NOT_FOUND);
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Length', String(file.size))
      .header('Content-Disposition', `attachment; filename="my-data-${new Date().toISOString().slice(0, 10)}.zip"`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(file.body);
  });
}
