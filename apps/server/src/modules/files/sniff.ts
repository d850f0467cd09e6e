import { fileTypeFromBuffer } from 'file-type';

/** How many leading bytes decide a file's type: file-type's own sample size. */
export const SNIFF_BYTES = 4100;

export interface SniffedType {
  /** The extension the key gets, without the dot. */
  ext: string;
  mime: string;
}

/**
 * The type a file's first bytes show (its magic numbers), or null when they show none we know. The name and the
 * type the browser declared are never asked: both are the sender's to choose.
 */
export async function sniffType(head: Uint8Array): Promise<SniffedType | null> {
  if (head.length === 0) return null;
  const found = await fileTypeFromBuffer(head);
  return found ? { ext: found.ext, mime: found.mime } : null;
}

// The extensions sniffType gives the types uploads accept (uploads.ts in the shared package).
const TYPE_OF_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/matroska',
};

/** The content type a stored key stands for (its extension came from the sniffed type). */
export function contentTypeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return TYPE_OF_EXTENSION[ext] ?? 'application/octet-stream';
}
