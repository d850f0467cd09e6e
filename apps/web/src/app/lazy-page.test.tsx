import { Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { __pageModule, RenderedPageModules } from '../ssr/page-modules';
import { lazyPage } from './lazy-page';

function Page() {
  return <h1>The page</h1>;
}
function BelowFold() {
  return <p>Below the fold</p>;
}

/** Renders a route's component as the server does, noting the page modules into a set of its own. */
async function serverRender(route: ReturnType<typeof lazyPage>): Promise<{ html: string; modules: string[] }> {
  const { Component } = route;
  if (!Component) throw new Error('the route has no component');
  const modules = new Set<string>();
  const { prelude } = await prerender(
    <RenderedPageModules value={modules}>
      <Suspense fallback="Loading">
        <Component />
      </Suspense>
    </RenderedPageModules>,
  );
  const html = await new Response(prelude).text();
  return { html, modules: [...modules] };
}

describe('a lazy page', () => {
  it("notes, on every server render, the modules its loader imported (the server build's imports)", async () => {
    const route = lazyPage(
      () =>
        Promise.all([
          __pageModule('src/features/home/HomePage.tsx', Promise.resolve({ Page })),
          __pageModule('src/features/home/BelowFold.tsx', Promise.resolve({ BelowFold })),
        ]).then(([page]) => page),
      (m) => m.Page,
    );
    const ids = ['src/features/home/HomePage.tsx', 'src/features/home/BelowFold.tsx'];
    const first = await serverRender(route);
    expect(first.html).toContain('The page');
    expect(first.modules).toEqual(ids);
    // The module loaded once; a second visitor's render notes it again, into their own set.
    expect((await serverRender(route)).modules).toEqual(ids);
  });

  it('is the picked page itself when its imports are not noted (the browser build)', async () => {
    const route = lazyPage(
      () => Promise.resolve({ Page }),
      (m) => m.Page,
    );
    const rendered = await serverRender(route);
    expect(rendered.html).toContain('The page');
    expect(rendered.modules).toEqual([]);
  });
});
