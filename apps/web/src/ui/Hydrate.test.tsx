import { useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Hydrate } from './Hydrate';

/** jsdom has no IntersectionObserver: a stand-in that the test drives, as the browser's would report. */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  comesNear() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count}
    </button>
  );
}

const Section = () => (
  <Hydrate>
    <section>
      <Counter />
    </section>
  </Hydrate>
);

/**
 * A wrapper's gate lives as long as the page (module state here): a test that needs a gate no earlier test opened
 * draws the `other` page, where the wrapper sits elsewhere in the tree and so has another useId.
 */
function Page({ other = false }: { other?: boolean }) {
  return (
    <main>
      <h1>On screen</h1>
      {other ? (
        <div>
          <p>Elsewhere</p>
          <Section />
        </div>
      ) : (
        <Section />
      )}
    </main>
  );
}

let container: HTMLDivElement;
beforeEach(() => {
  // As in a browser: React's own scheduler, no act() (which would change how a suspended boundary hydrates).
  // Stubbed, not assigned: the test setup restores both after each test, and the next file in this worker's shared
  // module graph (vitest `isolate: false`) starts without them.
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => container.remove());

/** The server's HTML, rendered as on the server: there is no `window` there. */
function serverHtml(other = false): string {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'window')!;
  Reflect.deleteProperty(globalThis, 'window');
  try {
    return renderToString(<Page other={other} />);
  } finally {
    Object.defineProperty(globalThis, 'window', descriptor);
  }
}

const button = () => container.querySelector('button')!;
const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('Hydrate', () => {
  it('keeps the server’s HTML and leaves it to the browser until the section comes near the screen', async () => {
    container.innerHTML = serverHtml();
    const serverButton = button();
    hydrateRoot(container, <Page />);
    await flush();
    // Not taken over yet: the server's element, without React's fiber.
    expect(button()).toBe(serverButton);
    expect(Object.keys(button()).some((key) => key.startsWith('__reactFiber'))).toBe(false);
    FakeObserver.all.at(-1)!.comesNear();
    await flush();
    expect(button()).toBe(serverButton);
    button().click();
    await flush();
    expect(button().textContent).toBe('Pressed 1');
  });

  it('hydrates at once when the section is touched, and the touch reaches it', async () => {
    container.innerHTML = serverHtml();
    hydrateRoot(container, <Page />);
    await flush();
    button().dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await flush();
    button().click();
    await flush();
    expect(button().textContent).toBe('Pressed 1');
  });

  it('hydrates at once on a bare click, and the click reaches it (a press held until the app started, done again)', async () => {
    container.innerHTML = serverHtml(true);
    hydrateRoot(container, <Page other />);
    await flush();
    button().click();
    await flush();
    expect(button().textContent).toBe('Pressed 1');
  });

  it('renders its children at once in a page the browser renders', async () => {
    createRoot(container).render(<Page />);
    await flush();
    button().click();
    await flush();
    expect(button().textContent).toBe('Pressed 1');
    expect(FakeObserver.all.every((observer) => observer.targets.length === 0)).toBe(true);
  });
});
