import { Suspense, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverDrawn } from './ServerDrawn';

/** A part that only shows: a heading, the app's own link and a link to another site. */
function Promo({ title }: { title: string }) {
  return (
    <section>
      <h2>{title}</h2>
      <Link to="/weekend-camp">Register for the camp</Link>
      <a href="https://example.org/elsewhere">Elsewhere</a>
    </section>
  );
}

type Drawn = ReturnType<typeof serverDrawn<{ title: string }>>;

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** A page whose parent can change the part's props after hydration (the button), as a query answered again would. */
function Page({ DrawnPromo }: { DrawnPromo: Drawn }) {
  const [title, setTitle] = useState('Kids Weekend Coding Camp');
  return (
    <main>
      <Where />
      <button type="button" onClick={() => setTitle('Camp, new dates')}>
        Change
      </button>
      <Suspense fallback={<p>Loading</p>}>
        <DrawnPromo title={title} />
      </Suspense>
    </main>
  );
}

/**
 * The page with its part made from `load`: the server and the browser each make their own, as each has its own module
 * graph, so a test can tell whether the browser's asked for the part's code.
 */
const app = (load: () => Promise<typeof Promo>) => (
  <MemoryRouter initialEntries={['/kid-tech']}>
    <Page DrawnPromo={serverDrawn(load)} />
  </MemoryRouter>
);
const browserLoad = vi.fn(() => Promise.resolve(Promo));

/**
 * The server's HTML, rendered as on the server (no `window`), with the part's code there as the server waits for it.
 * renderToString twice, the first starting the part's load, rather than React's streaming prerender: run in the same
 * realm as the browser's React, the prerender left React Router's context set for the hydration after it.
 */
async function serverHtml(): Promise<string> {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'window')!;
  const onServer = (render: () => string) => {
    Reflect.deleteProperty(globalThis, 'window');
    try {
      return render();
    } finally {
      Object.defineProperty(globalThis, 'window', descriptor);
    }
  };
  const page = app(() => Promise.resolve(Promo));
  onServer(() => renderToString(page));
  await flush();
  const html = onServer(() => renderToString(page));
  if (!html.includes('<h2>')) throw new Error(`the part was not drawn: ${html}`);
  return html;
}

let container: HTMLDivElement;
beforeEach(() => {
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => container.remove());

const flush = () => new Promise((resolve) => setTimeout(resolve, 20));
/** React reveals content that replaced a fallback after up to 300 ms (its throttle): poll rather than guess. */
async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 3_000) throw new Error('timed out');
    await flush();
  }
}
const hasFiber = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber'));
const where = () => container.querySelector('[data-testid="where"]')!.textContent;
const heading = () => container.querySelector('h2') as HTMLHeadingElement;

/**
 * A left-button click as a person makes it; answers whether the app prevented the browser's own handling (read on the
 * document, after React's listener on the root, which then stops jsdom from trying to leave the page).
 */
function press(element: Element): boolean {
  let prevented = false;
  const seen = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', seen, { once: true });
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  return prevented;
}

describe('serverDrawn', () => {
  it('keeps the server’s markup when the page hydrates, without loading the part’s code or hydrating it', async () => {
    container.innerHTML = await serverHtml();
    const serverHeading = heading();
    browserLoad.mockClear();
    hydrateRoot(container, app(browserLoad));
    await flush();
    expect(hasFiber(container.querySelector('p')!)).toBe(true);
    expect(heading()).toBe(serverHeading);
    expect(hasFiber(heading())).toBe(false);
    expect(heading().textContent).toBe('Kids Weekend Coding Camp');
    expect(browserLoad).not.toHaveBeenCalled();
  });

  it('follows a press on one of the app’s links in the kept markup in the app, and leaves other links alone', async () => {
    container.innerHTML = await serverHtml();
    hydrateRoot(container, app(browserLoad));
    await flush();
    expect(press(container.querySelector('a[href="https://example.org/elsewhere"]')!)).toBe(false);
    expect(where()).toBe('/kid-tech');
    expect(press(container.querySelector('a[href="/weekend-camp"]')!)).toBe(true);
    await flush();
    expect(where()).toBe('/weekend-camp');
  });

  it('draws the part with its own code once its props change', async () => {
    container.innerHTML = await serverHtml();
    browserLoad.mockClear();
    hydrateRoot(container, app(browserLoad));
    await flush();
    container.querySelector('button')!.click();
    await until(() => heading()?.textContent === 'Camp, new dates');
    expect(hasFiber(heading())).toBe(true);
    expect(browserLoad).toHaveBeenCalledTimes(1);
  });

  it('loads and draws the part in a page the browser renders', async () => {
    createRoot(container).render(app(browserLoad));
    await until(() => heading() !== null);
    expect(heading().textContent).toBe('Kids Weekend Coding Camp');
    expect(hasFiber(heading())).toBe(true);
  });
});
