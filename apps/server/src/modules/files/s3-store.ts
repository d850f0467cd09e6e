import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import type { Config } from '../../config/env';
import type { ByteRange, FileStore, StoredFile } from './file-store';

export type S3Settings = Pick<Config, 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'> & {
  S3_BUCKET: string;
};

export function s3Client(settings: S3Settings): S3Client {
  const credentials =
    settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY }
      : undefined; // the SDK's default chain: AWS_* variables, instance roles
  return new S3Client({
    region: settings.S3_REGION,
    ...(settings.S3_ENDPOINT
      ? // MinIO, R2, s3rver and most other S3-compatible servers address buckets by path, not by sub-domain.
        { endpoint: settings.S3_ENDPOINT, forcePathStyle: true }
      : {}),
    ...(credentials ? { credentials } : {}),
  });
}

/**
 * Files in an S3-compatible bucket. Uploads stream through the SDK's multipart Upload, which needs no length in
 * advance and aborts its multipart upload when the body fails, so a cut-off upload leaves no object behind.
 */
export class S3FileStore implements FileStore {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async put(key: string, body: Readable, contentType: string): Promise<{ size: number }> {
    let size = 0;
    // Counted as the SDK pulls, through a generator, so the body's error reaches the SDK's reader too.
    const counted = Readable.from(
      (async function* () {
        for await (const chunk of body) {
          const bytes = chunk as Buffer;
          size += bytes.length;
          yield bytes;
        }
      })(),
    );
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: counted, ContentType: contentType },
      leavePartsOnError: false,
    });
    // Whether the SDK passes a failed body's error on differs between its code paths: a failed body fails the put.
    const failed = new Promise<never>((_resolve, reject) => counted.once('error', reject));
    failed.catch(() => undefined);
    const done = upload.done();
    // Whichever loses the race below may still settle later: never as an unhandled rejection.
    done.catch(() => undefined);
    try {
      await Promise.race([done, failed]);
    } catch (error) {
      await upload.abort().catch(() => undefined);
      // Should the object have been completed after all, it must not outlive the failed put.
      await this.delete(key).catch(() => undefined);
      throw error;
    }
    return { size };
  }

  async get(key: string, range?: ByteRange): Promise<StoredFile | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a readable body');
      // A ranged answer's Content-Range ends with the whole object's size: "bytes 0-99/12345".
      const whole = range ? Number(object.ContentRange?.split('/')[1]) : object.ContentLength;
      return {
        body: object.Body,
        contentType: object.ContentType ?? 'application/octet-stream',
        size: whole !== undefined && Number.isFinite(whole) ? whole : 0,
      };
    } catch (error) {
      if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404))
        return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(): AsyncIterable<{ key: string; modifiedAt: Date }> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, ...(token ? { ContinuationToken: token } : {}) }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key && object.LastModified) yield { key: object.Key, modifiedAt: object.LastModified };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}
