import { useState } from 'react';
import type { Faq } from '@eazy2con/shared/faqs';
import { Accordion } from './Accordion';
import './faq-list.css';

/** Questions and answers; opening one answer closes the one open before (spec 1 §2), as in the WAI accordion. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  const [open, setOpen] = useState<string | undefined>(undefined);
  return (
    <Accordion
      className="faq-list"
      openKey={open}
      onToggle={setOpen}
      items={faqs.map((faq, index) => ({
        key: String(index),
        label: <span className="faq-list__question">{faq.question}</span>,
        children: <p className="faq-list__answer">{faq.answer}</p>,
      }))}
    />
  );
}
