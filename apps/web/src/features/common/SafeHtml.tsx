import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Renders rich text from the server. The server sanitises on write; this sanitises again before rendering. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
