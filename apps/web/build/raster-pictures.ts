/**
 * Draws the demo pictures (apps/web/public/images/{courses,mentors,testimonials,blog}/*.svg) as WebP files beside
 * them, at the SVG's own size, with Chromium (decision 0052). Pages show the WebP copies: a browser draws each SVG
 * picture as a little document of its own on the page's main thread (4–9 ms of a phone's CPU apiece, per picture,
 * while the page opens), and decodes a WebP off it. The SVGs stay the sources to edit, and stay served for rows
 * written before (a database seeded with their addresses).
 *
 *   npx tsx apps/web/build/raster-pictures.ts     (after editing or adding an SVG; commit both files)
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

/** The folders of pictures that stand for photographs (portraits, course covers); not the app's icons or fallbacks. */
const PICTURE_FOLDERS = ['courses', 'mentors', 'testimonials', 'blog'] as const;
/** WebP quality: flat illustrations stay clean at 0.8, a third smaller than at 0.9. */
const QUALITY = 0.8;
/** Fallback pictures, shown for rows without a picture of their own: one file, drawn once, kept as SVG. */
const KEPT_AS_SVG = /^default-/;

const images = fileURLToPath(new URL('../public/images/', import.meta.url));

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage();
    for (const folder of PICTURE_FOLDERS) {
      const dir = path.join(images, folder);
      for (const file of readdirSync(dir).filter((name) => name.endsWith('.svg') && !KEPT_AS_SVG.test(name))) {
        const svg = readFileSync(path.join(dir, file), 'utf8');
        const dataUrl = await page.evaluate(
          async ({ svg, quality }) => {
            const image = new Image();
            image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
            await image.decode();
            const canvas = document.createElement('canvas');
            canvas.width = image.naturalWidth;
            canvas.height = image.naturalHeight;
            canvas.getContext('2d')?.drawImage(image, 0, 0);
            return canvas.toDataURL('image/webp', quality);
          },
          { svg, quality: QUALITY },
        );
        const [, base64 = ''] = dataUrl.split(',');
        const out = path.join(dir, file.replace(/\.svg$/, '.webp'));
        writeFileSync(out, Buffer.from(base64, 'base64'));
        console.log(`${path.relative(images, out)}: ${Math.round(base64.length * 0.75)} bytes`);
      }
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
