import sanitizeHtml from 'sanitize-html';
import type { Config } from 'dompurify';
import { RICH_TEXT_LINK_ATTRIBUTES, RICH_TEXT_SCHEMES, RICH_TEXT_TAGS } from '@eazy2con/shared/rich-text';

/**
 * DOMPurify needs a browser's DOM; on the server (the server-rendering build aliases `dompurify` here, see
 * vite.config.ts) rich text is cleaned with sanitize-html and the same shared allow-list the API applies when the
 * text is written. The browser's DOMPurify runs again as the page hydrates and later renders.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: [...RICH_TEXT_LINK_ATTRIBUTES] },
  allowedSchemes: [...RICH_TEXT_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
};

const DOMPurifyOnServer = {
  sanitize: (html: string, _config?: Config): string => sanitizeHtml(html, options),
};

export default DOMPurifyOnServer;
