import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface LighthouseResult {
  score: number | null;
  lcpMs: number | null;
  fcpMs: number | null;
  tbtMs: number | null;
  error?: string;
}

const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
  runtimeError?: { message: string };
}

/** Lighthouse 12 (mobile emulation, simulated slow 4G, its defaults) against one page, in Debian's Chromium. */
export async function runLighthouse(url: string): Promise<LighthouseResult> {
  const cli = path.join(
    path.dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')),
    'cli/index.js',
  );
  const dir = mkdtempSync(path.join(tmpdir(), 'eazy2con-lighthouse-'));
  const out = path.join(dir, 'report.json');
  try {
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(
        process.execPath,
        [
          cli,
          url,
          '--only-categories=performance',
          '--output=json',
          `--output-path=${out}`,
          '--quiet',
          `--chrome-flags=${CHROME_FLAGS}`,
        ],
        { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, stdio: 'ignore' },
      );
      child.once('exit', resolve);
    });
    if (code !== 0)
      return { score: null, lcpMs: null, fcpMs: null, tbtMs: null, error: `lighthouse exited with ${code}` };
    const report = JSON.parse(readFileSync(out, 'utf8')) as LighthouseReport;
    const ms = (id: string) => {
      const value = report.audits[id]?.numericValue;
      return value === undefined ? null : Math.round(value);
    };
    return {
      score: report.categories.performance.score,
      lcpMs: ms('largest-contentful-paint'),
      fcpMs: ms('first-contentful-paint'),
      tbtMs: ms('total-blocking-time'),
      ...(report.runtimeError ? { error: report.runtimeError.message } : {}),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
