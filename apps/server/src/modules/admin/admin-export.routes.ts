import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAppError } from '../../lib/app-error';
import { sendCsv } from '../../lib/csv';
import { requireRole } from '../accounts/guard';
import type { Viewer } from '../accounts/viewer';
import { csvExports } from './admin-export.columns';
import type { AdminService } from './admin.service';

export const EXPORT_PATH = '/api/admin/export';

export interface AdminExportDeps {
  admin: AdminService;
  viewerOf: (req: FastifyRequest) => Promise<Viewer>;
}

interface ExportQuery {
  search?: string;
  sortBy?: string;
  sortDirection?: string;
  custom?: string;
  [column: `c.${string}`]: string | undefined;
}

const STATUS = { UNAUTHENTICATED: 401, FORBIDDEN: 403, BAD_USER_INPUT: 400 } as const;

/**
 * GET /api/admin/export/<list>.csv?search=&sortBy=&sortDirection=&custom=&c.<column>=<value>: the rows of an admin
 * list with the page's search, sort and per-column searches (every page of them), as CSV streamed while the
 * database is read in batches. UTF-8 with a byte-order mark, so Excel shows naira signs and Nigerian names right.
 * The admin session is checked as the GraphQL viewer is (the same cookie, the same guard).
 */
export function registerAdminExport(http: FastifyInstance, deps: AdminExportDeps): void {
  http.get<{ Params: { file: string }; Querystring: ExportQuery }>(`${EXPORT_PATH}/:file`, async (req, reply) => {
    void reply.header('Cache-Control', 'no-store');
    const slug = /^([a-z-]+)\.csv$/.exec(req.params.file)?.[1];
    const target = slug && Object.hasOwn(csvExports, slug) ? csvExports[slug] : undefined;
    try {
      await requireRole({ viewer: () => deps.viewerOf(req) }, 'admin');
      if (!slug || !target) return await reply.status(404).send({ error: 'No such list to export' });
      const q = req.query;
      const list = q.custom === 'true' && target.customList ? target.customList : target.list;
      const columns = Object.entries(q)
        .filter((entry): entry is [string, string] => entry[0].startsWith('c.') && typeof entry[1] === 'string')
        .map(([key, value]) => ({ column: key.slice(2), value }));
      const input = {
        search: q.search ?? null,
        sortBy: q.sortBy ?? null,
        sortDirection: q.sortDirection ?? null,
        columns,
      };
      const rows = deps.admin.exportRows<Record<string, unknown>>(list, input);
      // The first batch is read before answering, so a bad sort or column is a 400, not a broken download.
      const first = await rows.next();
      const cells = (row: Record<string, unknown>) => target.columns.map((c) => c.value(row));
      async function* all() {
        if (!first.done) yield cells(first.value);
        for await (const row of rows) yield cells(row);
      }
      return await sendCsv(reply, { name: slug, header: target.columns.map((c) => c.header), rows: all() });
    } catch (error) {
      if (isAppError(error) && error.code in STATUS) {
        return reply.status(STATUS[error.code as keyof typeof STATUS]).send({ error: error.message, code: error.code });
      }
      throw error;
    }
  });
}
