import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runBuiltServer, startBuiltApp } from './support/app-process';

const dataDir = mkdtempSync(path.join(tmpdir(), 'eazy2con-lifecycle-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function courseCount(url: string): Promise<number> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ catalogueCourses { id } }' }),
  });
  const body = (await res.json()) as { data: { catalogueCourses: unknown[] } };
  return body.data.catalogueCourses.length;
}

describe('running the product', () => {
  it('seeds an empty data folder, stops cleanly on SIGTERM, and keeps its data across restarts', async () => {
    const first = await startBuiltApp({ LOG_LEVEL: 'info' }, { dataDir, keepData: true });
    expect(first.output()).toContain('empty database: seeding demo content');
    expect(await courseCount(first.url)).toBe(9);
    await first.stop();
    expect(first.process.exitCode).toBe(0);
    expect(first.output()).toContain('stopped');

    const second = await startBuiltApp({ LOG_LEVEL: 'info' }, { dataDir, keepData: true });
    expect(second.output()).not.toContain('seeding');
    expect(await courseCount(second.url)).toBe(9);
    await second.stop();
  });

  it('refuses to start on a bad PORT, naming the variable', async () => {
    const { code, output } = await runBuiltServer({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(output).toContain('Invalid environment variables');
    expect(output).toContain('PORT: must be a number');
  });
});
