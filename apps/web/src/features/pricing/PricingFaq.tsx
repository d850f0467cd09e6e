import { useEffect, useRef, useState } from 'react';
import { DEFAULT_FAQ_TAB, pricingFaqTabs, type FaqTab } from '@eazy2con/shared/faqs';
import { FaqList } from '../../ui/FaqList';
import { Tabs } from '../../ui/Tabs';
import './pricing.css';

/** Spec 1 §2: switching tabs fades the answers out and in over 300 ms in all. */
export const FAQ_FADE_MS = 300;

export function PricingFaq() {
  const [active, setActive] = useState<FaqTab['key']>(DEFAULT_FAQ_TAB);
  const [fading, setFading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = (key: string) => {
    const next = pricingFaqTabs.find((tab) => tab.key === key)?.key;
    if (!next || next === active) return;
    clearTimeout(timer.current);
    setFading(true);
    // Half the time fading out, then the new answers fade in for the other half.
    timer.current = setTimeout(() => {
      setActive(next);
      setFading(false);
    }, FAQ_FADE_MS / 2);
  };

  return (
    <section className="pricing-faq" aria-labelledby="pricing-faq-heading">
      <h2 id="pricing-faq-heading">Frequently Asked Questions</h2>
      <Tabs
        activeKey={active}
        onChange={onChange}
        centered
        className={`pricing-faq__tabs${fading ? ' is-fading' : ''}`}
        panelClassName="pricing-faq__panel"
        items={pricingFaqTabs.map((tab) => ({ key: tab.key, label: tab.label, children: <FaqList faqs={tab.faqs} /> }))}
      />
    </section>
  );
}
