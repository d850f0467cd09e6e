/**
 * What rich text (course descriptions, mentor bios, the catalogue's "About This Class") may hold: the server keeps
 * only this when the text is written (apps/server/src/lib/sanitize.ts) and the browser again before rendering it
 * (apps/web/src/ui/SafeHtml.tsx). Anything else (scripts, event handlers, script URLs, but also
 * images, frames and forms that could pass for the site's own) is dropped.
 */
export const RICH_TEXT_TAGS = [
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
] as const;

/** Attributes of links, the only element that keeps any. */
export const RICH_TEXT_LINK_ATTRIBUTES = ['href', 'title', 'target', 'rel'] as const;

/** Link schemes kept: web pages and e-mail addresses (relative links have none). */
export const RICH_TEXT_SCHEMES = ['http', 'https', 'mailto'] as const;
