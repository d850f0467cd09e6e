import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { UPLOAD_LIMITS } from './upload-limits';
import { acceptedMentor, multipartBody, PNG, postUpload } from './test-helpers';

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'eazy2con-files-limit-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const png = () =>
  multipartBody({ purpose: 'course-image', file: { name: 'pic.png', type: 'image/png', content: PNG } });
const upload = (cookie: string, ip: string) => postUpload(t, png(), { cookie, ip });

describe('upload rate limits', () => {
  it('refuses a mentor past the per-account limit with 429 and Retry-After, whatever the address', async () => {
    const { cookie } = await acceptedMentor(t, 'busy-uploader@example.com');
    for (let i = 0; i < UPLOAD_LIMITS.perMentor.max; i++) {
      // A fresh address each time: only the account's count can refuse.
      expect((await upload(cookie, nextIp())).statusCode).toBe(201);
    }
    const refused = await upload(cookie, nextIp());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json<{ error: string }>().error).toMatch(/Too many attempts/);
    // Another mentor is not held back by this one's count.
    const other = await acceptedMentor(t, 'calm-uploader@example.com');
    expect((await upload(other.cookie, nextIp())).statusCode).toBe(201);
  });

  it('refuses an address past the per-address limit, whichever account sends', async () => {
    const ip = nextIp();
    const perMentor = UPLOAD_LIMITS.perMentor.max;
    const needed = Math.ceil(UPLOAD_LIMITS.perAddress.max / perMentor) + 1;
    const uploaders = [];
    for (let i = 0; i < needed; i++) uploaders.push(await acceptedMentor(t, `shared-address-${i}@example.com`));
    for (let sent = 0; sent < UPLOAD_LIMITS.perAddress.max; sent++) {
      const uploader = uploaders[Math.floor(sent / perMentor)];
      expect((await upload(uploader?.cookie ?? '', ip)).statusCode).toBe(201);
    }
    const fresh = uploaders[needed - 1];
    expect((await upload(fresh?.cookie ?? '', ip)).statusCode).toBe(429);
    // Signed out, the address is refused too before anything else is looked at.
    expect((await postUpload(t, png(), { ip })).statusCode).toBe(429);
    // The same account from another address goes on.
    expect((await upload(fresh?.cookie ?? '', nextIp())).statusCode).toBe(201);
  });
});
