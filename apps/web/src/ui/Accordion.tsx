import { useId, type ReactNode } from 'react';
import { RightOutlined } from '@ant-design/icons';
import './ui.css';

export interface AccordionItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** The open item, if any: one at a time (Ant Design's `Collapse accordion`). */
  openKey: string | undefined;
  onToggle: (key: string | undefined) => void;
  className?: string;
}

/**
 * Questions and answers as in the WAI-ARIA accordion pattern: each question a button in a heading, its answer a
 * region it controls. Replaces Ant Design's `Collapse` on the public pages (its motion and style engine).
 */
export function Accordion({ items, openKey, onToggle, className }: AccordionProps) {
  const id = useId();
  return (
    <div className={`accordion${className ? ` ${className}` : ''}`}>
      {items.map((item) => {
        const open = item.key === openKey;
        const buttonId = `${id}-q-${item.key}`;
        const panelId = `${id}-a-${item.key}`;
        return (
          <div key={item.key} className="accordion__item">
            <h3 className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => onToggle(open ? undefined : item.key)}
              >
                <RightOutlined className="accordion__arrow" aria-hidden />
                <span>{item.label}</span>
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!open}>
              {item.children}
            </div>
          </div>
        );
      })}
    </div>
  );
}
