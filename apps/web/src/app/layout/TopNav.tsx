import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../features/accounts/auth-context';
import { useSiteInfo, useSiteName } from '../../core/site-info';
import { MenuIcon } from './MenuIcon';
import { NavEntry } from './NavEntry';
import { navItems } from './shell-rules';

// The drawer (and its motion and portal code) is not part of the first load: fetched when the menu button is first
// pointed at, focused or pressed.
const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

export function TopNav() {
  const { isAuthenticated, loading } = useAuth();
  const site = useSiteInfo();
  const name = useSiteName();
  const [scrolled, setScrolled] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 0);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const items = navItems(isAuthenticated, site?.blogUrl, loading);
  const prefetchMenu = () => void loadMobileMenu();
  return (
    <header className={`topnav${scrolled ? ' topnav--fixed' : ''}`} data-testid="topnav">
      <div className="topnav__inner">
        <Link to="/" className="topnav__brand" aria-label={`${name} home`}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{name}</span>
        </Link>
        <nav className="topnav__links" aria-label="Main">
          {items.map((item) => (
            <NavEntry key={item.label} item={item} />
          ))}
        </nav>
        <button
          type="button"
          className="topnav__menu"
          aria-label="Open menu"
          aria-expanded={drawerOpen}
          onPointerEnter={prefetchMenu}
          onFocus={prefetchMenu}
          onClick={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
        >
          <MenuIcon />
        </button>
      </div>
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileMenu title={name} items={items} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
