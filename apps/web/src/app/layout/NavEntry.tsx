import { NavLink } from 'react-router';
import type { NavItem } from './shell-rules';

export function NavEntry({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
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
