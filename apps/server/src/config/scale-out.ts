/**
 * What a deployment that can run several instances must share (issue 25, decision 0036). Production on PostgreSQL
 * may be several instances behind a balancer: each would otherwise sign cookies with its own random secret and put
 * localhost in mails. MULTI_INSTANCE=1 says so outright and also refuses what only one process can own. The
 * embedded `npm start` (no DATABASE_URL) is one instance by construction and needs none of this.
 */
export function scaleOutIssues(env: {
  NODE_ENV: string;
  DATABASE_URL?: string | undefined;
  DATABASE_DIRECT_URL?: string | undefined;
  DATABASE_POOL_MODE: 'session' | 'transaction';
  MULTI_INSTANCE: boolean;
  AUTH_SECRET?: string | undefined;
  PUBLIC_URL?: string | undefined;
  REDIS_URL?: string | undefined;
  S3_BUCKET?: string | undefined;
}): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  const shared = env.MULTI_INSTANCE || (env.NODE_ENV === 'production' && Boolean(env.DATABASE_URL));
  const why = env.MULTI_INSTANCE ? 'when MULTI_INSTANCE is on' : 'in production with DATABASE_URL';
  if (shared && !env.AUTH_SECRET) {
    issues.push({ path: ['AUTH_SECRET'], message: `must be set ${why}: every instance must sign sessions alike` });
  }
  if (shared && !env.PUBLIC_URL) {
    issues.push({ path: ['PUBLIC_URL'], message: `must be set ${why}: links in mails and payments point to it` });
  }
  if (env.MULTI_INSTANCE) {
    const needs = [
      ['DATABASE_URL', env.DATABASE_URL, 'the embedded database belongs to one process'],
      ['REDIS_URL', env.REDIS_URL, 'events must reach the subscribers on every instance'],
      ['S3_BUCKET', env.S3_BUCKET, 'a file uploaded to one instance must be readable from all (no local uploads)'],
    ] as const;
    for (const [name, value, reason] of needs) {
      if (!value) issues.push({ path: [name], message: `must be set when MULTI_INSTANCE is on: ${reason}` });
    }
  }
  if (env.DATABASE_POOL_MODE === 'transaction' && !env.DATABASE_DIRECT_URL) {
    issues.push({
      path: ['DATABASE_DIRECT_URL'],
      message: 'must be set when DATABASE_POOL_MODE is transaction: migrations hold a lock a pooler cannot keep',
    });
  }
  if ((env.DATABASE_POOL_MODE === 'transaction' || env.DATABASE_DIRECT_URL) && !env.DATABASE_URL) {
    issues.push({ path: ['DATABASE_URL'], message: 'must be set with DATABASE_POOL_MODE or DATABASE_DIRECT_URL' });
  }
  return issues;
}
