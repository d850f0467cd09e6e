import { crc32, inflateRawSync } from 'node:zlib';

export interface ReadEntry {
  name: string;
  method: number;
  data: Buffer;
}

/**
 * A small ZIP reader for tests (lib/zip.test.ts, the data archive), written from the format rather than from the writer: it finds the end record,
 * walks the central directory, and reads each entry through its local header, checking sizes and CRC-32.
 */
export function readZip(zip: Buffer): ReadEntry[] {
  const endAt = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0) throw new Error('no end of central directory');
  const count = zip.readUInt16LE(endAt + 10);
  const size = zip.readUInt32LE(endAt + 12);
  let at = zip.readUInt32LE(endAt + 16);
  check(at + size === endAt, 'the central directory ends where the end record starts');
  const entries: ReadEntry[] = [];
  for (let i = 0; i < count; i++) {
    check(zip.readUInt32LE(at) === 0x02014b50, 'a central directory header');
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressed = zip.readUInt32LE(at + 20);
    const plain = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    check(zip.readUInt32LE(local) === 0x04034b50, 'a local header');
    check(
      zip.subarray(local + 30, local + 30 + zip.readUInt16LE(local + 26)).toString('utf8') === name,
      'the same name',
    );
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const body = zip.subarray(start, start + compressed);
    const data = method === 8 ? inflateRawSync(body) : Buffer.from(body);
    check(data.length === plain, 'the recorded size');
    check(crc32(data) === crc, 'the recorded CRC-32');
    entries.push({ name, method, data });
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`zip: not ${what}`);
}
