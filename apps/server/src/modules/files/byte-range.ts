import type { ByteRange } from './file-store';

/**
 * The one byte range a Range header asks of a file of `size` bytes: null for no (or an ignored) Range header,
 * 'unsatisfiable' for a range outside the file. Several ranges are answered with the whole file, which HTTP allows;
 * browsers ask for one at a time to seek in a video (Safari plays none without it).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    // "bytes=-500": the last 500 bytes.
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
