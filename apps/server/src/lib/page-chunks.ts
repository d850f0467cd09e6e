import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** What the web build writes (apps/web/build/page-module-ids.ts, PAGE_CHUNKS_FILE). */
const PAGE_CHUNKS_FILE = path.join('.vite', 'page-chunks.json');
const pageChunksSchema = z.object({
  /** Each lazily imported module (its path from the web app's root) and the chunk that carries it. */
  modules: z.record(z.string(), z.string()),
  /** Each chunk's static imports, and whether it is the entry (which index.html loads). */
  chunks: z.record(z.string(), z.object({ imports: z.array(z.string()), isEntry: z.boolean() })),
});
export type PageChunksFile = z.infer<typeof pageChunksSchema>;

/**
 * The `<link rel="modulepreload">` tags for the chunks a rendered page's lazy modules need: each module's chunk and
 * the chunks it imports, less what index.html already loads (the entry and its imports). Without them the browser
 * finds the route's chunk only once the entry has run, and that chunk's imports only once it has arrived: two round
 * trips after the entry's on a first visit, before the page can hydrate.
 */
export class PageChunks {
  private constructor(
    private readonly file: PageChunksFile,
    private readonly inTemplate: (href: string) => boolean,
  ) {}

  /** Null when the web build did not write the file (an older build): pages then go out without the extra links. */
  static load(webDist: string, template: string): PageChunks | null {
    const file = path.join(webDist, PAGE_CHUNKS_FILE);
    if (!existsSync(file)) return null;
    return PageChunks.of(pageChunksSchema.parse(JSON.parse(readFileSync(file, 'utf8'))), template);
  }

  static of(file: PageChunksFile, template: string): PageChunks {
    return new PageChunks(file, (href) => template.includes(`"${href}"`));
  }

  /** The tags for these modules (ids as the file keys them), each chunk once, a module's own chunk first. */
  linksFor(moduleIds: readonly string[]): string {
    const seen = new Set<string>();
    const hrefs: string[] = [];
    const visit = (fileName: string) => {
      if (seen.has(fileName)) return;
      seen.add(fileName);
      const chunk = this.file.chunks[fileName];
      if (!chunk || chunk.isEntry) return;
      const href = `/${fileName}`;
      if (!this.inTemplate(href)) hrefs.push(href);
      for (const imported of chunk.imports) visit(imported);
    };
    for (const id of moduleIds) {
      const fileName = this.file.modules[id];
      if (fileName) visit(fileName);
    }
    return hrefs.map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`).join('');
  }
}
