import multipart, { type MultipartFields } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FILES_PATH, UPLOAD_FIELDS, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, UPLOAD_PATH } from '@eazy2con/shared/uploads';
import { isAppError, type AppError } from '../../lib/app-error';
import { fromTrustedOrigin } from '../../lib/origin-check';
import type { Viewer } from '../accounts/viewer';
import { clientKey } from '../rate-limits/client-address';
import type { RateLimitService } from '../rate-limits/rate-limits.service';
import { parseByteRange } from './byte-range';
import { refusalOf, type FilesService, type UploadRefusal } from './files.service';
import { UPLOAD_LIMITS } from './upload-limits';

export interface FilesRoutesDeps {
  files: FilesService;
  viewerOf: (req: FastifyRequest) => Promise<Viewer>;
  trustedOrigins: readonly string[];
  rateLimits: Pick<RateLimitService, 'consume'>;
}

const REFUSAL_STATUS: Record<UploadRefusal, number> = {
  'too-large': 413,
  'wrong-type': 415,
  'bad-request': 400,
  interrupted: 400,
};
const CODE_STATUS: Partial<Record<AppError['code'], number>> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  RATE_LIMITED: 429,
};

// Keys are random and never reused, so a stored file never changes under its URL.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** POST /api/uploads (a mentor sends one file) and GET /api/files/{key} (anyone reads a stored file). */
export async function registerFilesRoutes(http: FastifyInstance, deps: FilesRoutesDeps): Promise<void> {
  await http.register(async (scope) => {
    await scope.register(multipart, {
      // The transport's cap, one byte above the largest limit: the service enforces each purpose's own.
      limits: { fileSize: UPLOAD_MAX_BYTES + 1, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 50 },
      throwFileSizeLimit: true,
    });
    scope.post(UPLOAD_PATH, async (req, reply) => {
      void reply.header('Cache-Control', 'no-store');
      if (!fromTrustedOrigin(req, deps.trustedOrigins))
        return reply.status(403).send({ error: 'Cross-site request refused' });
      try {
        // Counted before anything else is read: the address first (signed out or not), then the mentor's account.
        await deps.rateLimits.consume(`upload:${clientKey(req.ip)}`, UPLOAD_LIMITS.perAddress);
        const uploader = await deps.files.uploaderOf(await deps.viewerOf(req));
        await deps.rateLimits.consume(`upload-mentor:${uploader.mentor.id}`, UPLOAD_LIMITS.perMentor);
        if (!req.isMultipart()) return refuse(reply, 415, 'Send the file as multipart/form-data');
        const part = await req.file();
        if (!part || part.fieldname !== UPLOAD_FIELDS.file) {
          part?.file.destroy();
          return refuse(reply, 400, UPLOAD_MESSAGES.noFile);
        }
        const uploaded = await deps.files.upload(
          uploader.mentor.id,
          fieldValue(part.fields, UPLOAD_FIELDS.purpose),
          part.file,
        );
        return reply.status(201).send(uploaded);
      } catch (error) {
        if (!isAppError(error)) {
          // A body the multipart parser could not read (malformed, cut short before the file).
          if (isClientError(error)) return refuse(reply, 400, UPLOAD_MESSAGES.interrupted);
          throw error;
        }
        const retryAfter = error.details?.retryAfterSeconds;
        if (typeof retryAfter === 'number') void reply.header('Retry-After', String(retryAfter));
        const refusal = refusalOf(error);
        return refuse(reply, refusal ? REFUSAL_STATUS[refusal] : (CODE_STATUS[error.code] ?? 400), error.message);
      }
    });
  });

  http.get<{ Params: { key: string } }>(`${FILES_PATH}/:key`, async (req, reply) => {
    const row = await deps.files.find(req.params.key);
    if (!row) return reply.status(404).header('Cache-Control', 'no-store').send({ error: 'Not Found' });
    const range = parseByteRange(req.headers.range, row.size);
    if (range === 'unsatisfiable') {
      return reply
        .status(416)
        .header('Content-Range', `bytes */${row.size}`)
        .header('Cache-Control', 'no-store')
        .send({ error: 'Range Not Satisfiable' });
    }
    const file = await deps.files.read(row, range ?? undefined);
    if (!file) return reply.status(404).header('Cache-Control', 'no-store').send({ error: 'Not Found' });
    void reply
      .header('Content-Type', file.contentType)
      .header('Accept-Ranges', 'bytes')
      .header('Cache-Control', IMMUTABLE)
      .header('X-Content-Type-Options', 'nosniff')
      // Opened on its own, a file is a document with no rights: no script, no plugins, no same-origin access.
      .header('Content-Security-Policy', "default-src 'none'; media-src 'self'; img-src 'self'; sandbox");
    if (!range) return reply.header('Content-Length', file.size).send(file.body);
    return reply
      .status(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('Content-Length', range.end - range.start + 1)
      .send(file.body);
  });
}

/**
 * An error answer. The rest of a refused upload is not read: the connection closes after the answer instead of
 * draining what the client still sends.
 */
function refuse(reply: FastifyReply, status: number, message: string) {
  void reply.header('Connection', 'close');
  return reply.status(status).send({ error: message });
}

function fieldValue(fields: MultipartFields, name: string): string | undefined {
  const field = fields[name];
  if (!field || Array.isArray(field) || field.type !== 'field') return undefined;
  return typeof field.value === 'string' ? field.value : undefined;
}

const isClientError = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'statusCode' in error &&
  typeof error.statusCode === 'number' &&
  error.statusCode < 500;
