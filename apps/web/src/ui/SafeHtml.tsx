import { Suspense, lazy } from 'react';
import { KeptMarkup, useServerMarkupKept } from './ServerDrawn';

const SanitisedHtml = lazy(() => import('./SanitisedHtml').then((module) => ({ default: module.SanitisedHtml })));

/**
 * Renders rich text from the server. The server sanitises on write; this sanitises again before rendering (DOMPurify,
 * 12 kB gzip, loaded when first needed). A page the server drew already holds the text, sanitised there by the API's
 * own sanitiser (ssr/dompurify-on-server.ts): React keeps it as it is, so taking the page over loads no sanitiser
 * (issue 38). Its own Suspense boundary: opening something that shows rich text does not blank the page around it
 * while the sanitiser loads the first time.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const kept = useServerMarkupKept({ html });
  return (
    <Suspense fallback={null}>
      {kept ? <KeptMarkup className={className} /> : <SanitisedHtml html={html} className={className} />}
    </Suspense>
  );
}
