import { useId } from 'react';
import { RightOutlined } from '@ant-design/icons';
import type { Faq } from '@eazy2con/shared/faqs';
import './faq-list.css';

/**
 * Questions and answers (spec 1 §2: opening one answer closes the one open before). Each is the browser's own
 * disclosure, `<details>` with its question as `<summary>`, and they share a `name`, which makes the browser keep one
 * open at a time (an exclusive accordion; a browser older than that lets several stay open). No script opens or
 * closes them, so a question answers a press before the page's code has arrived, with JavaScript off, and in a part
 * kept as the server drew it (issue 38); keyboard and screen readers get the browser's own disclosure behaviour.
 */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  const name = useId();
  return (
    <div className="faq-list">
      {faqs.map((faq) => (
        <details key={faq.question} name={name} className="faq-list__item">
          <summary className="faq-list__question">
            <RightOutlined className="faq-list__arrow" aria-hidden />
            <span>{faq.question}</span>
          </summary>
          <p className="faq-list__answer">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
