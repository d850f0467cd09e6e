import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Button, Drawer } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useAuth } from '../../features/accounts/auth-context';
import { useSiteInfo, useSiteName } from '../site-info';
import { navItems, type NavItem } from './shell-rules';

export function TopNav() {
  const { isAuthenticated, loading } = useAuth();
  const site = useSiteInfo();
  const name = useSiteName();
  const [scrolled, setScrolled] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 0);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const items = navItems(isAuthenticated, site?.blogUrl, loading);
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
        <Button
          className="topnav__menu"
          type="text"
          icon={<MenuOutlined />}
          aria-label="Open menu"
          onClick={() => setDrawerOpen(true)}
        />
      </div>
      <Drawer title={name} placement="right" open={drawerOpen} onClose={() => setDrawerOpen(false)} size={280}>
        <nav className="topnav__drawer" aria-label="Mobile">
          {items.map((item) => (
            <NavEntry key={item.label} item={item} onNavigate={() => setDrawerOpen(false)} />
          ))}
        </nav>
      </Drawer>
    </header>
  );
}

function NavEntry({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  if (item.external) {
    return (
      <a href={item.to} target="_blank" rel="noopener noreferrer" className="topnav__link" onClick={onNavigate}>
        {item.label}
      </a>
    );
  }
  return (
    <NavLink
      to={item.to}
      end={item.to === '/'}
      onClick={onNavigate}
      className={({ isActive }) =>
        ['topnav__link', item.primary ? 'topnav__link--primary' : '', isActive ? 'is-active' : ''].join(' ').trim()
      }
    >
      {item.label}
    </NavLink>
  );
}
