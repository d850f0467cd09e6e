import { useState } from 'react';
import { useHydrated } from '../../ui/use-hydrated';

/**
 * An invoice opened without a booking (an old link) is numbered by the time it was opened (spec 2 §2). The server
 * draws /payment-invoice like every public page (decision 0049), so that time is the server's, and the browser must
 * take the page over with the same figure: the sheet keeps it in the page under this attribute.
 */
export const OPENED_AT_ATTRIBUTE = 'data-opened-at';

/** The opening time the page was drawn with, when the server drew an unnumbered invoice into this document. */
export function drawnOpenedAt(doc: Document | undefined = globalThis.document): number | null {
  const value = doc?.querySelector(`[${OPENED_AT_ATTRIBUTE}]`)?.getAttribute(OPENED_AT_ATTRIBUTE);
  const time = Number(value);
  return value && Number.isSafeInteger(time) && time > 0 ? time : null;
}

/**
 * When this unnumbered invoice was opened, fixed for the page's life: while React takes over a server-drawn page,
 * the time the server drew it with; on the server, and on a page the browser draws, now.
 */
export function useOpenedAt(): number {
  const hydrated = useHydrated();
  const [openedAt] = useState(() => (hydrated ? null : drawnOpenedAt()) ?? Date.now());
  return openedAt;
}
