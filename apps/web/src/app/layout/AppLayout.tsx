import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { TopNav } from './TopNav';
import { Footer } from './Footer';
import { OfflineNotice } from './OfflineNotice';
import { PageErrorBoundary } from './PageErrorBoundary';
import { showsFooter, showsTopNav } from './shell-rules';

export function AppLayout() {
  const { pathname, key } = useLocation();
  // Every navigation gets a new key, so a change of query string alone (or a link to the page already open) also
  // starts at the top; watching the pathname missed those.
  useEffect(() => {
    // A block body on purpose: in this Chromium scrollTo returns a Promise, which React would take as a clean-up.
    window.scrollTo(0, 0);
  }, [key]);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {showsTopNav(pathname) && <TopNav />}
      <OfflineNotice />
      <main id="main" className="app__main">
        <PageErrorBoundary resetKey={key}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      {showsFooter(pathname) && <Footer />}
    </div>
  );
}

export function PageSpinner() {
  return (
    // Plain CSS (styles.css): the spinner shows while the UI kit itself may still be loading.
    <div className="page-spinner" role="status" aria-label="Loading">
      <span className="page-spinner__ring" />
    </div>
  );
}
