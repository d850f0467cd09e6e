import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { JobsRepo } from '../modules/jobs/jobs.repo';

const TOKEN = 'metrics-token-0123456789';

/** The value of one sample in Prometheus' text format, or undefined when it is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (.+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').split(',').filter(Boolean);
    if (wanted.every((label) => have.includes(label)) && have.length === wanted.length) return Number(match[3]);
  }
  return undefined;
}

describe('/metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    // SMTP_URL: mail is queued for a worker (pending), not held; this test app starts no worker to send it.
    t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.http.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0.0.4/);
    return res.body;
  };

  it('answers a scraper on this machine, and no one else when METRICS_TOKEN is unset', async () => {
    await scrape();
    const remote = await t.app.http.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    // Through a proxy on this machine: its headers give it away, whatever address it forwards.
    for (const header of ['x-forwarded-for', 'forwarded', 'via', 'x-real-ip']) {
      const proxied = await t.app.http.inject({
        method: 'GET',
        url: '/metrics',
        headers: { [header]: '127.0.0.1' },
      });
      expect(proxied.statusCode).toBe(403);
    }
    // A page of another site reaching 127.0.0.1 under its own name (DNS rebinding).
    const rebound = await t.app.http.inject({ method: 'GET', url: '/metrics', headers: { host: 'evil.example' } });
    expect(rebound.statusCode).toBe(403);
  });

  it('counts GraphQL requests and their latency per operation name', async () => {
    // SiteStats is a web document's name (graphql/web-operations.ts).
    for (let i = 0; i < 3; i += 1) await t.gql('query SiteStats { __typename }');
    const text = await scrape();
    expect(sample(text, 'eazy2con_graphql_requests_total', { operation: 'SiteStats', status: '200' })).toBe(3);
    expect(sample(text, 'eazy2con_graphql_request_duration_seconds_count', { operation: 'SiteStats' })).toBe(3);
    expect(
      sample(text, 'eazy2con_http_requests_total', { method: 'POST', route: '/graphql', status: '200' }),
    ).toBeGreaterThanOrEqual(3);
  });

  it("labels only the app's own operation names: a client's invented names all count as 'other' (issue 34)", async () => {
    // First-come names once let the first 200 invented names take a label each; now none does, however early.
    for (let i = 0; i < 20; i += 1) await t.gql(`query Invented${i} { __typename }`);
    await t.gql('query listCourses { __typename }');
    await t.gql('query MentorSlots { __typename }');
    const text = await scrape();
    const names = new Set([...text.matchAll(/eazy2con_graphql_requests_total\{operation="([^"]+)"/g)].map((m) => m[1]));
    expect([...names].filter((name) => name?.startsWith('Invented'))).toEqual([]);
    expect(sample(text, 'eazy2con_graphql_requests_total', { operation: 'other', status: '200' })).toBe(20);
    // A schema root field's name and a web document's name keep their own label.
    expect(sample(text, 'eazy2con_graphql_requests_total', { operation: 'listCourses', status: '200' })).toBe(1);
    expect(sample(text, 'eazy2con_graphql_requests_total', { operation: 'MentorSlots', status: '200' })).toBe(1);
  });

  it("reads the mail outbox's depth and the age of its oldest mail from the database", async () => {
    expect(sample(await scrape(), 'eazy2con_queue_depth', { queue: 'mail' })).toBe(0);
    await t.app.services.mail.send({
      to: 'queued@example.com',
      template: 'verification-code',
      data: { code: '123456', expiresInMinutes: 10 },
    });
    await t.app.services.mail.send({
      to: 'queued@example.com',
      template: 'verification-code',
      data: { code: '654321', expiresInMinutes: 10 },
    });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const text = await scrape();
    expect(sample(text, 'eazy2con_queue_depth', { queue: 'mail' })).toBe(2);
    expect(sample(text, 'eazy2con_queue_oldest_age_seconds', { queue: 'mail' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'eazy2con_queue_depth', { queue: 'notifications' })).toBe(0);
    expect(sample(text, 'eazy2con_metrics_source_up', { source: 'queues' })).toBe(1);
  });

  it("reports each periodic job's runs and failures from scheduled_jobs", async () => {
    const jobs = new JobsRepo(t.database.db);
    await jobs.ensure(['metrics.probe']);
    for (const error of [null, 'it broke']) {
      expect(await jobs.claimDue(new Map([['metrics.probe', 60_000]]), 'test-instance')).toEqual(['metrics.probe']);
      // Due again at once, so the second claim finds it.
      await jobs.finish('metrics.probe', 'test-instance', 0, error);
    }
    const text = await scrape();
    expect(sample(text, 'eazy2con_job_runs', { job: 'metrics.probe' })).toBe(2);
    expect(sample(text, 'eazy2con_job_failures', { job: 'metrics.probe' })).toBe(1);
    expect(sample(text, 'eazy2con_job_failing', { job: 'metrics.probe' })).toBe(1);
  });

  it("counts the payment webhook's outcomes", async () => {
    const res = await t.app.http.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ event: 'charge.completed', data: { id: 1 } }),
    });
    expect(res.statusCode).toBe(401);
    expect(sample(await scrape(), 'eazy2con_payment_webhooks_total', { outcome: 'unauthorized' })).toBe(1);
  });

  it("reports the open event streams, and the database pool's use on PostgreSQL", async () => {
    const text = await scrape();
    expect(sample(text, 'eazy2con_sse_connections')).toBe(0);
    const total = sample(text, 'eazy2con_db_pool_connections', { state: 'total' });
    if (t.database.kind === 'postgres') {
      expect(total).toBeGreaterThan(0);
      expect(sample(text, 'eazy2con_db_pool_connections', { state: 'max' })).toBe(10);
    } else {
      expect(total).toBeUndefined();
    }
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  it('asks everyone for the Bearer token, this machine included', async () => {
    const get = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
      t.app.http.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });
    const none = await get({});
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect((await get({ authorization: 'Bearer not-the-token-at-all' })).statusCode).toBe(401);
    expect((await get({ authorization: TOKEN })).statusCode).toBe(401);
    const remote = await get({ authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.9' }, '10.0.0.2');
    expect(remote.statusCode).toBe(200);
    expect(remote.body).toContain('eazy2con_http_requests_total');
  });
});
