import { Drawer } from 'antd';
import { NavEntry } from './NavEntry';
import type { NavItem } from './shell-rules';

/** The phone menu: a drawer with the same items as the bar. Its own chunk, loaded when first opened. */
export function MobileMenu({
  title,
  items,
  open,
  onClose,
}: {
  title: string;
  items: NavItem[];
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Drawer title={title} placement="right" open={open} onClose={onClose} size={280}>
      <nav className="topnav__drawer" aria-label="Mobile">
        {items.map((item) => (
          <NavEntry key={item.label} item={item} onNavigate={onClose} />
        ))}
      </nav>
    </Drawer>
  );
}
