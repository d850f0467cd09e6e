import DOMPurify, { type Config } from 'dompurify';
import { useMemo } from 'react';

/**
 * What rich text may hold: the same tags, attributes and link schemes the server's `sanitizeRichText` keeps when it
 * is written (apps/server/src/lib/sanitize.ts). Anything else (scripts, event handlers, script URLs, but also
 * images, frames and forms that could pass for the site's own) is dropped, even if the stored text has it.
 */
const RICH_TEXT: Config = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'a',
    'code',
    'pre',
  ],
  ALLOWED_ATTR: ['href', 'title', 'target', 'rel'],
  // http(s) and mailto links, and relative ones (no scheme); DOMPurify's default would also let tel:, sms: etc. in.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

/** Renders rich text from the server. The server sanitises on write; this sanitises again before rendering. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, RICH_TEXT), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
