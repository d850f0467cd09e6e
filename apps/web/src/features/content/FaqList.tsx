import { useState } from 'react';
import { Collapse } from 'antd';
import type { Faq } from '@eazy2con/shared/faqs';

/**
 * Questions and answers; opening one answer closes the one open before (spec 1 §2). Controlled rather than
 * antd's `accordion` mode, which turns the questions into tabs; here they stay buttons, as in the WAI accordion.
 */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  const [open, setOpen] = useState<string | undefined>(undefined);
  return (
    <Collapse
      className="faq-list"
      activeKey={open === undefined ? [] : [open]}
      onChange={(keys) => setOpen(keys.find((key) => key !== open))}
      items={faqs.map((faq, index) => ({
        key: String(index),
        label: <span className="faq-list__question">{faq.question}</span>,
        children: <p className="faq-list__answer">{faq.answer}</p>,
      }))}
    />
  );
}
