import type { Db } from '../../db/client';
import { RefundsRepo } from './refunds.repo';
import { RefundsService, type RefundsDeps } from './refunds.service';

/** The refunds service on its own table (payouts.factory.ts gives it the provider and the other modules). */
export function createRefunds(db: Db, deps: Omit<RefundsDeps, 'repo'>): RefundsService {
  return new RefundsService({ ...deps, repo: new RefundsRepo(db) });
}
