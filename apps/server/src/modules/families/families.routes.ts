import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAppError } from '../../lib/app-error';
import { sendCsv } from '../../lib/csv';
import { requireRole } from '../accounts/guard';
import type { Viewer } from '../accounts/viewer';
import { shownPhone } from './consent-phone';
import type { ConsentListRow } from './families.repo';
import type { FamiliesService } from './families.service';

export const CONSENTS_CSV_PATH = '/api/admin/export/consent-records.csv';

/** The consent records' columns, as the admins' page shows them. */
export const consentColumns: readonly { header: string; value: (row: ConsentListRow) => unknown }[] = [
  { header: 'Child', value: (r) => r.childFirstName ?? '(erased)' },
  { header: 'Parent Email', value: (r) => r.parentEmail },
  { header: 'Phone', value: (r) => shownPhone(r.phone) },
  { header: 'Relationship', value: (r) => r.relationship },
  { header: 'Verified By', value: (r) => r.method },
  { header: 'Notice Version', value: (r) => r.noticeVersion },
  { header: 'Given At', value: (r) => r.givenAt },
  { header: 'Withdrawn At', value: (r) => r.withdrawnAt },
];

const STATUS = { UNAUTHENTICATED: 401, FORBIDDEN: 403 } as const;

/** GET /api/admin/export/consent-records.csv: every consent record, through the one CSV writer (admins only). */
export function registerFamiliesRoutes(
  http: FastifyInstance,
  deps: { families: FamiliesService; viewerOf: (req: FastifyRequest) => Promise<Viewer> },
): void {
  http.get(CONSENTS_CSV_PATH, async (req, reply) => {
    void reply.header('Cache-Control', 'no-store');
    try {
      await requireRole({ viewer: () => deps.viewerOf(req) }, 'admin');
    } catch (error) {
      if (isAppError(error) && error.code in STATUS) {
        return reply.status(STATUS[error.code as keyof typeof STATUS]).send({ error: error.message, code: error.code });
      }
      throw error;
    }
    async function* rows() {
      for await (const row of deps.families.allConsents()) yield consentColumns.map((c) => c.value(row));
    }
    return sendCsv(reply, { name: 'consent-records', header: consentColumns.map((c) => c.header), rows: rows() });
  });
}
