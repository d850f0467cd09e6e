import DOMPurify, { type Config } from 'dompurify';
import { useMemo } from 'react';
import { RICH_TEXT_LINK_ATTRIBUTES, RICH_TEXT_TAGS } from '@eazy2con/shared/rich-text';

// The shared allow-list (packages/shared/src/rich-text.ts), which the server applies when the text is written.
const RICH_TEXT: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_LINK_ATTRIBUTES],
  // http(s) and mailto links (RICH_TEXT_SCHEMES), and relative ones; DOMPurify's default would also let tel:, sms: in.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

/** Rich text sanitised here, with DOMPurify (SafeHtml loads this module when it draws the text itself). */
export function SanitisedHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, RICH_TEXT), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
