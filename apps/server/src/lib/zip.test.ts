import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readZip } from '../test/zip-reader';
import { createZip } from './zip';

describe('createZip', () => {
  it('writes entries a reader gets back byte for byte: deflated when smaller, stored otherwise, UTF-8 names', () => {
    const json = Buffer.from(JSON.stringify({ bookings: Array.from({ length: 50 }, (_, i) => ({ i, name: 'Ada' })) }));
    const tiny = Buffer.from('x');
    const zip = createZip([
      { name: 'data.json', data: json },
      { name: 'bookings.csv', data: Buffer.from('\uFEFFname\nAdaọ́\n') },
      { name: 'tiny.txt', data: tiny },
      { name: 'empty.csv', data: Buffer.alloc(0) },
      { name: 'folder/Ọmọ.csv', data: Buffer.from('a,b\n') },
    ]);
    const entries = readZip(zip);
    expect(entries.map((e) => e.name)).toEqual([
      'data.json',
      'bookings.csv',
      'tiny.txt',
      'empty.csv',
      'folder/Ọmọ.csv',
    ]);
    expect(entries[0]?.method).toBe(8);
    expect(entries[2]?.method).toBe(0);
    expect(entries[0]?.data.equals(json)).toBe(true);
    expect(entries[1]?.data.toString('utf8')).toBe('\uFEFFname\nAdaọ́\n');
    expect(entries[3]?.data.length).toBe(0);
  });

  it('writes an empty archive as just the end record', () => {
    expect(readZip(createZip([]))).toEqual([]);
    expect(createZip([]).length).toBe(22);
  });

  it('refuses names that would leave the folder it is unpacked in, and twice the same name', () => {
    for (const name of ['../x', '/etc/x', 'a\\b', '']) {
      expect(() => createZip([{ name, data: Buffer.from('x') }])).toThrow(/bad entry name/);
    }
    expect(() =>
      createZip([
        { name: 'a', data: Buffer.alloc(1) },
        { name: 'a', data: Buffer.alloc(1) },
      ]),
    ).toThrow(/two entries/);
  });

  // Where Info-ZIP's unzip is installed, it checks the archive too (its own CRC and structure tests).
  it.skipIf(!existsSync('/usr/bin/unzip'))('passes unzip -t', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'zip-test-'));
    try {
      const file = path.join(dir, 'a.zip');
      writeFileSync(file, createZip([{ name: 'data.json', data: Buffer.from('{"a":1}'.repeat(100)) }]));
      expect(execFileSync('/usr/bin/unzip', ['-t', file]).toString()).toMatch(/No errors detected/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
