import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompressDir } from './precompress';

const dir = mkdtempSync(path.join(tmpdir(), 'eazy2con-precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes brotli and gzip copies of text files that decode to the original, and skips small or binary ones', async () => {
    mkdirSync(path.join(dir, 'assets'));
    const script = 'export const greeting = "hello";\n'.repeat(200);
    writeFileSync(path.join(dir, 'assets/index-abc123.js'), script);
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html>${'<p>hi</p>'.repeat(200)}`);
    writeFileSync(path.join(dir, 'tiny.css'), 'a{}'.repeat(10));
    writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(PRECOMPRESS_MIN_BYTES * 4, 7));

    const done = await precompressDir(dir);

    expect(done.map((d) => d.file).sort()).toEqual(['assets/index-abc123.js', 'index.html']);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'assets/index-abc123.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(path.join(dir, 'assets/index-abc123.js.gz'))).toString()).toBe(script);
    for (const d of done) expect(d.br).toBeLessThan(d.bytes);
    expect(existsSync(path.join(dir, 'tiny.css.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'photo.png.br'))).toBe(false);
  });
});
