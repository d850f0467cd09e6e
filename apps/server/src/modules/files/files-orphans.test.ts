import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appJobs } from '../../jobs';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mentors } from '../mentors/mentors.schema';
import { ORPHAN_FILE_GRACE_MS } from './files-sweep';
import { acceptedMentor, PNG, storedFiles, uploadPng } from './test-helpers';

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'eazy2con-files-orphans-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const later = (ms: number) => new Date(Date.now() + ms);
const files = () => t.app.services.files;

describe('files no row points at are swept from storage', () => {
  it('removes the files of a deleted mentor, and keeps the files of others', async () => {
    const leaving = await acceptedMentor(t, 'leaving-mentor@example.com');
    const staying = await acceptedMentor(t, 'staying-mentor@example.com');
    const theirs = await uploadPng(t, leaving.cookie);
    await files().attach(theirs.key, leaving.mentorId);
    const kept = await uploadPng(t, staying.cookie);
    await files().attach(kept.key, staying.mentorId);

    // The mentor record is deleted (its upload rows go with it, by the foreign key); the files are left in the store.
    await t.database.db.delete(mentors).where(eq(mentors.id, leaving.mentorId));
    expect(await storedFiles(dataDir)).toContain(theirs.key);

    expect(await files().sweepOrphans(later(ORPHAN_FILE_GRACE_MS + 60_000))).toBe(1);
    const left = await storedFiles(dataDir);
    expect(left).not.toContain(theirs.key);
    expect(left).toContain(kept.key);
    expect((await t.app.http.inject({ method: 'GET', url: kept.url })).statusCode).toBe(200);
  });

  it('leaves a file without a row alone for the grace period (an upload whose row is not written yet)', async () => {
    const key = '11111111-2222-4333-8444-555555555555.png';
    await writeFile(path.join(dataDir, 'uploads', key), PNG);
    expect(await files().sweepOrphans(new Date())).toBe(0);
    expect(await files().sweepOrphans(later(ORPHAN_FILE_GRACE_MS - 60_000))).toBe(0);
    expect(await storedFiles(dataDir)).toContain(key);
    expect(await files().sweepOrphans(later(ORPHAN_FILE_GRACE_MS + 60_000))).toBe(1);
    expect(await storedFiles(dataDir)).not.toContain(key);
  });

  it('never touches what is not an upload key', async () => {
    const foreign = path.join(dataDir, 'uploads', 'README.txt');
    await writeFile(foreign, 'not an upload');
    await files().sweepOrphans(later(ORPHAN_FILE_GRACE_MS * 10));
    expect(await storedFiles(dataDir)).toContain('README.txt');
  });

  it('runs as a periodic job', () => {
    expect(appJobs(t.app.services).map((j) => j.name)).toContain('files.sweep-orphans');
  });
});
