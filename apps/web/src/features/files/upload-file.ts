import {
  UPLOAD_FIELDS,
  UPLOAD_MESSAGES,
  UPLOAD_PATH,
  type UploadPurpose,
  type UploadedFile,
} from '@eazy2con/shared/uploads';

export type UploadOutcome = { ok: true; file: UploadedFile } | { ok: false; message: string };

/**
 * Sends one file to POST /api/uploads and reports its progress (0 to 1). XMLHttpRequest rather than fetch: fetch
 * cannot tell how much of a request body has been sent. The server decides the type from the bytes and answers the
 * spec's message when it refuses.
 */
export function uploadFile(
  purpose: UploadPurpose,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const body = new FormData();
    // The purpose first: the server reads the form as a stream and must know the limits before the file.
    body.append(UPLOAD_FIELDS.purpose, purpose);
    body.append(UPLOAD_FIELDS.file, file);
    const request = new XMLHttpRequest();
    request.open('POST', UPLOAD_PATH);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const answer = request.response as (UploadedFile & { error?: string }) | null;
      if (request.status === 201 && answer?.key) resolve({ ok: true, file: answer });
      else resolve({ ok: false, message: answer?.error ?? UPLOAD_MESSAGES.interrupted });
    };
    request.onerror = () => resolve({ ok: false, message: UPLOAD_MESSAGES.interrupted });
    request.send(body);
  });
}
