import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_LINK_ATTRIBUTES, RICH_TEXT_SCHEMES, RICH_TEXT_TAGS } from '@eazy2con/shared/rich-text';

// Rich text (course descriptions, mentor bios, catalogue "About This Class") is cleaned when written, so
// whatever is stored is safe to render. The browser sanitises again before rendering.
const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: [...RICH_TEXT_LINK_ATTRIBUTES] },
  allowedSchemes: [...RICH_TEXT_SCHEMES],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}
