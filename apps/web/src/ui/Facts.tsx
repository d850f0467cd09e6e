import type { ReactNode } from 'react';
import './ui.css';

/** Labelled facts in a bordered table-like list (Ant Design's `Descriptions bordered column={1}`), as a `<dl>`. */
export function Facts({ items }: { items: readonly { key: string; label: ReactNode; children: ReactNode }[] }) {
  return (
    <dl className="facts">
      {items.map((item) => (
        <div key={item.key} className="facts__row">
          <dt>{item.label}</dt>
          <dd>{item.children}</dd>
        </div>
      ))}
    </dl>
  );
}
