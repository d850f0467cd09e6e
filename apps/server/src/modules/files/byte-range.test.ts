import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range';

describe('parseByteRange', () => {
  it('reads one range, open-ended or from the end, cut to the file', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('answers the whole file for no header, several ranges or another unit', () => {
    for (const header of [undefined, '', 'bytes=0-1,5-6', 'items=0-1', 'bytes=-', 'bytes=a-b']) {
      expect(parseByteRange(header, 1000), String(header)).toBeNull();
    }
  });

  it('refuses a range outside the file', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=5-4', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });
});
