import { describe, expect, it } from 'vitest';
import { PageChunks } from './page-chunks';

const template =
  '<head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js"></head>';
const file = {
  modules: {
    'src/Page.tsx': 'assets/Page-1.js',
    'src/Other.tsx': 'assets/Other-1.js',
    // A page module merged into a shared chunk, because another module imports it too.
    'src/Merged.tsx': 'assets/a-1.js',
  },
  chunks: {
    'assets/index-1.js': { imports: ['assets/react-1.js'], isEntry: true },
    'assets/react-1.js': { imports: [], isEntry: false },
    'assets/a-1.js': { imports: ['assets/b-1.js', 'assets/react-1.js'], isEntry: false },
    // Chunks may import each other both ways.
    'assets/b-1.js': { imports: ['assets/a-1.js'], isEntry: false },
    'assets/Page-1.js': { imports: ['assets/index-1.js', 'assets/a-1.js'], isEntry: false },
    'assets/Other-1.js': { imports: ['assets/b-1.js'], isEntry: false },
  },
};
const hrefs = (links: string) => [...links.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

describe('the chunks a rendered page links', () => {
  const chunks = PageChunks.of(file, template);

  it("are the page's chunk, then what it imports, each once, less the entry and what index.html loads", () => {
    expect(hrefs(chunks.linksFor(['src/Page.tsx']))).toEqual(['/assets/Page-1.js', '/assets/a-1.js', '/assets/b-1.js']);
    expect(chunks.linksFor(['src/Page.tsx'])).toMatch(
      /^(<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/[\w-]+\.js">){3}$/,
    );
  });

  it('share what two modules both import', () => {
    expect(hrefs(chunks.linksFor(['src/Page.tsx', 'src/Other.tsx']))).toEqual([
      '/assets/Page-1.js',
      '/assets/a-1.js',
      '/assets/b-1.js',
      '/assets/Other-1.js',
    ]);
  });

  it('are the shared chunk for a page module merged into one', () => {
    expect(hrefs(chunks.linksFor(['src/Merged.tsx']))).toEqual(['/assets/a-1.js', '/assets/b-1.js']);
  });

  it('are none for a module the build does not know, or for no module', () => {
    expect(chunks.linksFor(['src/Gone.tsx'])).toBe('');
    expect(chunks.linksFor([])).toBe('');
  });

  it('come from nowhere when the build wrote no file of them', () => {
    expect(PageChunks.load('/nonexistent-web-build', template)).toBeNull();
  });
});
