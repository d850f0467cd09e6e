import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { UPLOAD_PATH, type UploadedFile } from '@eazy2con/shared/uploads';
import type { TestApp } from '../../test/test-app';
import { mentorSession } from '../accounts/test-helpers';
import { mentors } from '../mentors/mentors.schema';

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The start of an MP4 file (its `ftyp` box), which is what the type is read from. */
export const MP4_HEAD = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');

/** A signed-in, accepted mentor. */
export async function acceptedMentor(t: TestApp, email: string) {
  const session = await mentorSession(t, email);
  await t.database.db
    .update(mentors)
    .set({ status: 'ACCEPTED', isActive: true })
    .where(eq(mentors.id, session.mentorId));
  return session;
}

export interface FilePart {
  name?: string;
  type?: string;
  /** The bytes, or chunks made as they are read (large files are never held whole). */
  content: Buffer | Iterable<Buffer> | AsyncIterable<Buffer>;
}

export const BOUNDARY = '----eazy2con-test-boundary';

/**
 * A multipart/form-data body as a stream: the purpose field, then the file. `truncate` leaves the closing
 * boundary off, as when the connection drops mid-upload.
 */
export function multipartBody(
  form: { purpose?: string; file?: FilePart; fileFirst?: boolean },
  opts: { truncate?: boolean } = {},
): Readable {
  return Readable.from(
    (async function* () {
      const purpose =
        form.purpose === undefined
          ? ''
          : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${form.purpose}\r\n`;
      if (!form.fileFirst) yield Buffer.from(purpose);
      if (form.file) {
        const { name = 'file.bin', type = 'application/octet-stream', content } = form.file;
        yield Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
        );
        if (Buffer.isBuffer(content)) yield content;
        else yield* content;
        yield Buffer.from('\r\n');
      }
      if (form.fileFirst) yield Buffer.from(purpose);
      if (!opts.truncate) yield Buffer.from(`--${BOUNDARY}--\r\n`);
    })(),
    { objectMode: false },
  );
}

export async function postUpload(
  t: TestApp,
  body: Readable,
  opts: { cookie?: string; origin?: string | null; ip?: string } = {},
) {
  const origin = opts.origin === undefined ? t.config.publicUrl : opts.origin;
  return t.app.http.inject({
    method: 'POST',
    url: UPLOAD_PATH,
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(origin ? { origin } : {}),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    payload: body,
  });
}

/** `bytes` bytes starting with `head`, made 1 MB at a time; `sent()` tells how many were read so far. */
export function generatedFile(head: Buffer, bytes: number) {
  let produced = 0;
  const chunk = Buffer.alloc(1024 * 1024);
  // A plain generator: Readable.from and for-await take it as they take an async one.
  const content = (function* () {
    produced += head.length;
    yield head;
    while (produced < bytes) {
      const next = chunk.subarray(0, Math.min(chunk.length, bytes - produced));
      produced += next.length;
      yield next;
    }
  })();
  return { content, sent: () => produced };
}

/**
 * Posts a body over a real connection, writing only as fast as the server reads, and stops writing once the server
 * has answered or closed. Answers the status and JSON body (status null when the connection failed first).
 */
export async function postOverSocket(
  url: string,
  body: Readable,
  headers: Record<string, string>,
): Promise<{ status: number | null; json: unknown }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request(url, { method: 'POST', headers }, (res) => {
      answered = true;
      body.destroy();
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? null, json: text ? (JSON.parse(text) as unknown) : null });
      });
      res.on('error', reject);
    });
    req.on('error', (error) => {
      if (!answered) resolve({ status: null, json: { error: error.message } });
    });
    body.on('error', () => undefined);
    body.pipe(req);
  });
}

/** Every file in the store under `dataDir`, partial ones included. */
export async function storedFiles(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'uploads');
  const top = await readdir(dir).catch(() => []);
  const incoming = await readdir(path.join(dir, '.incoming')).catch(() => []);
  return [...top.filter((name) => name !== '.incoming'), ...incoming.map((name) => `.incoming/${name}`)];
}

/** Uploads a small PNG as `cookie`'s mentor and answers what the server stored. */
export async function uploadPng(t: TestApp, cookie: string, purpose = 'course-image'): Promise<UploadedFile> {
  const res = await postUpload(
    t,
    multipartBody({ purpose, file: { name: 'pic.png', type: 'image/png', content: PNG } }),
    { cookie },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<UploadedFile>();
}
