import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedFile } from '@eazy2con/shared/uploads';
import { createTestApp, type TestApp } from '../../test/test-app';
import { S3FileStore, s3Client } from './s3-store';
import { acceptedMentor, generatedFile, MP4_HEAD, multipartBody, PNG, postUpload } from './test-helpers';

// s3rver: a local S3-compatible server in plain JavaScript (docs/decisions/0019-uploads-and-file-storage.md).
const BUCKET = 'eazy2con-uploads';
let server: S3rver;
let dir: string;
let endpoint: string;
let client: S3Client;
let store: S3FileStore;

const settings = () => ({
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: endpoint,
  S3_REGION: 'us-east-1',
  // s3rver's fixed development credentials.
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
});

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'eazy2con-s3-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: dir,
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  client = s3Client(settings());
  store = new S3FileStore(client, BUCKET);
});
afterAll(async () => {
  client.destroy();
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const objectKeys = async () =>
  ((await client.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((o) => o.Key);
const bytesOf = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('S3FileStore against a local S3-compatible server', () => {
  it('puts, gets and deletes a file', async () => {
    const put = await store.put('a.png', Readable.from([PNG]), 'image/png');
    expect(put).toEqual({ size: PNG.length });
    const got = await store.get('a.png');
    expect(got).toMatchObject({ contentType: 'image/png', size: PNG.length });
    expect((await bytesOf(got!.body)).equals(PNG)).toBe(true);
    const part = await store.get('a.png', { start: 1, end: 3 });
    expect(part?.size).toBe(PNG.length);
    expect((await bytesOf(part!.body)).equals(PNG.subarray(1, 4))).toBe(true);
    await store.delete('a.png');
    expect(await store.get('a.png')).toBeNull();
    await store.delete('a.png'); // already gone: not an error
  });

  it('lists its objects with their dates, for the sweep of files no row points at', async () => {
    await store.put('listed.png', Readable.from([PNG]), 'image/png');
    const listed: { key: string; modifiedAt: Date }[] = [];
    for await (const file of store.list()) listed.push(file);
    const entry = listed.find((file) => file.key === 'listed.png');
    expect(entry?.modifiedAt).toBeInstanceOf(Date);
    expect(Math.abs((entry?.modifiedAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    await store.delete('listed.png');
  });

  it('streams a file larger than one part (multipart upload)', async () => {
    const bytes = 12 * 1024 * 1024;
    const put = await store.put('big.mp4', Readable.from(generatedFile(MP4_HEAD, bytes).content), 'video/mp4');
    expect(put.size).toBe(bytes);
    const got = await store.get('big.mp4');
    expect(got?.size).toBe(bytes);
    got?.body.destroy();
    await store.delete('big.mp4');
  });

  it('keeps nothing when the body fails part-way', async () => {
    const before = await objectKeys();
    const failing = Readable.from(
      (function* () {
        yield* generatedFile(MP4_HEAD, 7 * 1024 * 1024).content;
        throw new Error('cut off');
      })(),
    );
    await expect(store.put('cut.mp4', failing, 'video/mp4')).rejects.toThrow('cut off');
    expect(await objectKeys()).toEqual(before);
  });
});

describe('uploads through the app with S3_BUCKET set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: settings() });
  });
  afterAll(() => t.close());

  it('stores the upload in the bucket and serves it back', async () => {
    const { cookie } = await acceptedMentor(t, 's3-mentor@example.com');
    const res = await postUpload(
      t,
      multipartBody({ purpose: 'profile-image', file: { name: 'me.png', content: PNG } }),
      { cookie },
    );
    expect(res.statusCode, res.body).toBe(201);
    const uploaded = res.json<UploadedFile>();
    expect(await objectKeys()).toContain(uploaded.key);
    const served = await t.app.http.inject({ method: 'GET', url: uploaded.url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    await t.app.services.files.release(uploaded.key);
    expect(await objectKeys()).not.toContain(uploaded.key);
  });
});
