import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy* waits up to 1 s by default; a form flow (antd's async validation, then the request) can take longer on a
// busy machine. A found element still returns at once.
configure({ asyncUtilTimeout: 3_000 });

// Vitest runs without globals, so Testing Library cannot register its own clean-up: unmount after each test, and
// drop the fetch that renderPage stubs.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// jsdom lacks matchMedia, which Ant Design's responsive helpers call.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no ResizeObserver, which antd's Tabs and TextArea use to measure themselves; nothing resizes here.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
