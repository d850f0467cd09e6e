import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './ui.css';

export interface TabItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

interface TabsProps {
  items: readonly TabItem[];
  activeKey: string;
  onChange: (key: string) => void;
  centered?: boolean;
  className?: string;
  /** Classes of the panel (e.g. to fade it while the content changes). */
  panelClassName?: string;
}

/**
 * Tabs as in the WAI-ARIA tabs pattern (Ant Design's `Tabs` with `destroyOnHidden`): one tab stop, arrow keys,
 * Home and End move between the tabs and show their panel; only the active panel is rendered.
 */
export function Tabs({ items, activeKey, onChange, centered = false, className, panelClassName }: TabsProps) {
  const id = useId();
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  const active = items.find((item) => item.key === activeKey) ?? items[0];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.key === active?.key);
    const target =
      event.key === 'ArrowRight'
        ? items[(index + 1) % items.length]
        : event.key === 'ArrowLeft'
          ? items[(index - 1 + items.length) % items.length]
          : event.key === 'Home'
            ? items[0]
            : event.key === 'End'
              ? items[items.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    tabs.current.get(target.key)?.focus();
    onChange(target.key);
  };

  const tabId = (key: string) => `${id}-tab-${key}`;
  const panelId = (key: string) => `${id}-panel-${key}`;
  return (
    <div className={['tabs', centered ? 'tabs--centered' : '', className ?? ''].filter(Boolean).join(' ')}>
      <div className="tabs__list" role="tablist" onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.key === active?.key;
          return (
            <button
              key={item.key}
              ref={(element) => {
                if (element) tabs.current.set(item.key, element);
                else tabs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={tabId(item.key)}
              aria-selected={selected}
              aria-controls={selected ? panelId(item.key) : undefined}
              tabIndex={selected ? 0 : -1}
              className="tabs__tab"
              onClick={() => onChange(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {active && (
        <div role="tabpanel" id={panelId(active.key)} aria-labelledby={tabId(active.key)} className={panelClassName}>
          {active.children}
        </div>
      )}
    </div>
  );
}
