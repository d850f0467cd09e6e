import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startCluster, type Cluster } from '../../scripts/cluster-topology.mjs';
import { freePort, freePortRun } from './free-port';
import { PrivatePostgres } from './private-postgres';
import { PrivateRedis } from './private-redis';
import { CREATE_CHAT, CREATE_VISITOR, MY_MENTOR_ID, Site, visitorIp } from './site';

/**
 * Two instances of the built app behind haproxy (`npm run cluster`'s startCluster), on a PostgreSQL and a Redis
 * owned by the test (so restarting them disturbs nobody else on this machine), with a signed-in mentor (the
 * cluster's admin, an accepted mentor) and a visitor with a chat open with them.
 */
export interface ChaosCluster {
  cluster: Cluster;
  site: Site;
  postgres: PrivatePostgres;
  redis: PrivateRedis;
  /** For the checks: what is really in the database (a pool: its connections come back after a restart). */
  db: pg.Pool;
  mentorCookie: string;
  visitorHeaders: Record<string, string>;
  chatId: string;
  /** Another visitor for each call: the per-address limits count addresses. */
  nextIp: () => string;
  close(): Promise<void>;
}

export async function startChaosCluster(): Promise<ChaosCluster> {
  const folder = mkdtempSync(path.join(tmpdir(), 'eazy2con-chaos-'));
  const pgFolder = mkdtempSync(path.join(tmpdir(), 'eazy2con-chaos-pg-'));
  const postgres = await PrivatePostgres.create(pgFolder);
  const redis = await PrivateRedis.start();
  const cluster = await startCluster({
    instances: 2,
    port: await freePort(),
    firstInstancePort: await freePortRun(2),
    s3Port: 0,
    dataDir: path.join(folder, 'cluster'),
    databaseUrl: postgres.url('eazy2con_cluster'),
    redisUrl: redis.url,
    // The build the suite was given (npm test builds before the browser tests), even if sources changed since.
    reuseBuild: true,
    // One test process sends minutes of a chat in seconds; the per-sender message limits are scaled up, not off.
    env: { RATE_LIMIT_SCALE: '10' },
  });
  const site = new Site(cluster.url);
  const db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
  // An idle connection dies with the PostgreSQL restart; the pool then opens a new one.
  db.on('error', () => undefined);

  let ip = 0;
  const nextIp = () => visitorIp(ip++);
  const mentorCookie = await site.signIn(cluster.admin.email, cluster.admin.password);
  const me = await site.data<{ me: { mentor: { id: string } | null } }>(
    site.url,
    MY_MENTOR_ID,
    {},
    {
      headers: { cookie: mentorCookie },
    },
  );
  const mentorId = me.me.mentor?.id;
  if (!mentorId) throw new Error('the cluster admin has no mentor record');
  const visitor = await site.data<{ createVisitor: { token: string } }>(
    site.url,
    CREATE_VISITOR,
    { email: `chaos.visitor.${Date.now()}@example.com`, fullName: 'Chaos Visitor', phone: '+234 803 000 2222' },
    { ip: nextIp() },
  );
  const visitorHeaders = { 'x-visitor-token': visitor.createVisitor.token };
  const chat = await site.data<{ createChat: { id: string } }>(
    site.url,
    CREATE_CHAT,
    { mentorId },
    {
      headers: visitorHeaders,
    },
  );

  return {
    cluster,
    site,
    postgres,
    redis,
    db,
    mentorCookie,
    visitorHeaders,
    chatId: chat.createChat.id,
    nextIp,
    async close() {
      await db.end().catch(() => undefined);
      await cluster.stop();
      await redis.down();
      await postgres.down().catch(() => undefined);
      // CHAOS_KEEP=1 keeps the logs (the instances', haproxy's, PostgreSQL's) for a look after a failure.
      if (process.env.CHAOS_KEEP === '1') {
        console.info(`kept: ${folder} (the cluster's logs under cluster/logs), ${pgFolder}`);
        return;
      }
      rmSync(folder, { recursive: true, force: true });
      rmSync(pgFolder, { recursive: true, force: true });
    },
  };
}
