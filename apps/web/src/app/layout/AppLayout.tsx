import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { TopNav } from './TopNav';
import { OfflineNotice } from './OfflineNotice';
import { TestPaymentsBanner } from './TestPaymentsBanner';
import { PageErrorBoundary } from './PageErrorBoundary';
import { showsFooter, showsTopNav } from './shell-rules';
import { PageSpinner } from '../../ui/PageSpinner';
import { serverDrawn } from '../../ui/ServerDrawn';

/**
 * The footer only shows (text and links): a page the server drew keeps the server's footer, and taking the page over
 * neither loads its code (its icons among it) nor hydrates its 50-odd elements (issue 38). The browser loads it when
 * it draws a page itself; meanwhile nothing shows in its place, below the page.
 */
const DrawnFooter = serverDrawn(() => import('./Footer').then((module) => module.Footer));

export function AppLayout() {
  const { pathname, key } = useLocation();
  // Every navigation gets a new key, so a change of query string alone (or a link to the page already open) also
  // starts at the top; watching the pathname missed those. Not the page landed on: the browser placed it (at an
  // #anchor, say), and a visitor may have scrolled a server-rendered page before it hydrated.
  const landedOn = useRef(key);

  useEffect(() => {
    if (key === landedOn.current) return;
    // A block body on purpose: in this Chromium scrollTo returns a Promise, which React would take as a clean-up.
    window.scrollTo(0, 0);
  }, [key]);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {showsTopNav(pathname) && <TopNav />}
      <TestPaymentsBanner />
      <OfflineNotice />
      <main id="main" className="app__main">
        <PageErrorBoundary resetKey={key}>
          <Suspense fallback={<PageSpinner />}>
            <PageReady />
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      {showsFooter(pathname) && (
        <Suspense fallback={null}>
          <DrawnFooter />
        </Suspense>
      )}
    </div>
  );
}

/**
 * Marks the document once the page is the app's: rendered in the browser, or hydrated together with its route's
 * code (it sits in the route's Suspense boundary, which a server-rendered page hydrates as one). Browser tests wait
 * for `html[data-ready]` before acting on a page (e2e/support/browser.ts).
 */
function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return null;
}
