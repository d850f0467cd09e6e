import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { isAppError } from '../../lib/app-error';
import { uploads } from './files.schema';
import { acceptedMentor, storedFiles, uploadPng } from './test-helpers';

let t: TestApp;
let dataDir: string;
let mentor: { cookie: string; mentorId: string };
let other: { cookie: string; mentorId: string };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'eazy2con-files-life-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  mentor = await acceptedMentor(t, 'uploader@example.com');
  other = await acceptedMentor(t, 'other-uploader@example.com');
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('attach, release and the purge of unattached uploads', () => {
  const files = () => t.app.services.files;
  const dayAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  const status = async (url: string) => (await t.app.http.inject({ method: 'GET', url })).statusCode;

  it('lets only the owner attach an upload, and only for what it was checked as', async () => {
    const uploaded = await uploadPng(t, mentor.cookie);
    await expect(files().attach(uploaded.key, other.mentorId)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(files().attach(uploaded.key, mentor.mentorId, ['course-video'])).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    await expect(files().attach('00000000-0000-4000-8000-000000000000.png', mentor.mentorId)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const row = await files().attach(uploaded.key, mentor.mentorId, ['course-image']);
    expect(row.attachedAt).toBeInstanceOf(Date);
  });

  it('removes uploads left unattached for a day, file and row, and keeps attached and recent ones', async () => {
    const stale = await uploadPng(t, mentor.cookie);
    const used = await uploadPng(t, mentor.cookie);
    const fresh = await uploadPng(t, mentor.cookie);
    await files().attach(used.key, mentor.mentorId);
    for (const key of [stale.key, used.key]) {
      await t.database.db
        .update(uploads)
        .set({ createdAt: dayAgo(1.1) })
        .where(eq(uploads.key, key));
    }
    await t.database.db
      .update(uploads)
      .set({ createdAt: dayAgo(0.9) })
      .where(eq(uploads.key, fresh.key));

    expect(await files().purgeUnattached()).toBe(1);
    expect(await status(stale.url)).toBe(404);
    expect(await storedFiles(dataDir)).not.toContain(stale.key);
    expect(await status(used.url)).toBe(200);
    expect(await status(fresh.url)).toBe(200);
  });

  it('release deletes the file and its row', async () => {
    const uploaded = await uploadPng(t, mentor.cookie);
    await files().attach(uploaded.key, mentor.mentorId);
    expect(await files().release(uploaded.key)).toBe(true);
    expect(await status(uploaded.url)).toBe(404);
    expect(await storedFiles(dataDir)).not.toContain(uploaded.key);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.key, uploaded.key))).toEqual([]);
    expect(await files().release(uploaded.key)).toBe(false);
  });

  it('an attach after the purge took the upload is a clear NOT_FOUND', async () => {
    const uploaded = await uploadPng(t, mentor.cookie);
    await t.database.db
      .update(uploads)
      .set({ createdAt: dayAgo(2) })
      .where(eq(uploads.key, uploaded.key));
    await files().purgeUnattached();
    const error: unknown = await files()
      .attach(uploaded.key, mentor.mentorId)
      .catch((e: unknown) => e);
    expect(isAppError(error) && error.code).toBe('NOT_FOUND');
  });
});
