import { crc32, deflateRawSync } from 'node:zlib';

/**
 * The one ZIP writer of the server (the data archive of decision 0043): no library does it for us, and a ZIP of a few
 * files is small. Entries are deflated (method 8) when that makes them smaller, otherwise stored (method 0); names are
 * UTF-8 (general purpose flag bit 11). No ZIP64: an archive and each entry stay under 4 GiB, which `createZip` checks.
 * Layout (PKWARE APPNOTE 6.3): each entry's local header and data, then the central directory, then its end record.
 */

export interface ZipEntry {
  /** The path inside the archive, '/'-separated, no leading '/'. */
  name: string;
  data: Buffer;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** Made by / needed: 2.0 (deflate), and "made by" Unix so unzip keeps the file mode below. */
const VERSION = 20;
const MADE_BY_UNIX = (3 << 8) | VERSION;
const UTF8_NAMES = 1 << 11;
const MAX_32 = 0xffffffff;
/** -rw-r--r--, a regular file, in the high half of the external attributes (as Info-ZIP writes them). */
const FILE_MODE = (0o100644 << 16) >>> 0;

/** MS-DOS time and date (2-second steps, local fields of a UTC time: a ZIP has no zone). */
function dosDateTime(at: Date): { time: number; date: number } {
  const year = Math.max(at.getUTCFullYear(), 1980);
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

/** A ZIP archive of `entries`, dated `at`. */
export function createZip(entries: readonly ZipEntry[], at = new Date()): Buffer {
  const { time, date } = dosDateTime(at);
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  const names = new Set<string>();
  for (const entry of entries) {
    if (!entry.name || entry.name.startsWith('/') || entry.name.includes('\\') || entry.name.split('/').includes('..'))
      throw new Error(`zip: a bad entry name '${entry.name}'`);
    if (names.has(entry.name)) throw new Error(`zip: two entries named '${entry.name}'`);
    names.add(entry.name);
    const name = Buffer.from(entry.name, 'utf8');
    const deflated = deflateRawSync(entry.data);
    const method = deflated.length < entry.data.length ? 8 : 0;
    const body = method === 8 ? deflated : entry.data;
    const crc = crc32(entry.data);
    if (entry.data.length > MAX_32 || offset > MAX_32) throw new Error('zip: too large (no ZIP64)');

    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(VERSION, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28); // no extra field
    parts.push(local, name, body);

    const header = Buffer.alloc(46);
    header.writeUInt32LE(CENTRAL_HEADER, 0);
    header.writeUInt16LE(MADE_BY_UNIX, 4);
    header.writeUInt16LE(VERSION, 6);
    header.writeUInt16LE(UTF8_NAMES, 8);
    header.writeUInt16LE(method, 10);
    header.writeUInt16LE(time, 12);
    header.writeUInt16LE(date, 14);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(body.length, 20);
    header.writeUInt32LE(entry.data.length, 24);
    header.writeUInt16LE(name.length, 28);
    // extra field, comment, disk number, internal attributes: 0
    header.writeUInt32LE(FILE_MODE, 38);
    header.writeUInt32LE(offset, 42);
    central.push(header, name);

    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(central);
  if (entries.length > 0xffff || offset + directory.length > MAX_32) throw new Error('zip: too large (no ZIP64)');
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}
