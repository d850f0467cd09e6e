/**
 * Waiting for the person to touch a server-drawn page before its app loads (decision 0049), without losing what
 * they did meanwhile. What was typed, ticked or chosen stays in the page and is adopted at hydration (useForm's
 * typedBeforeHydration, the channels' tickedBeforeHydration, useTypedBeforeHydration). A click on a button or a
 * submit has nothing to run yet: it is held and done again once the app has taken the page over. Links need no app:
 * they load the next page from the server.
 */

/** Anything a person does with a page: the first of these starts the app. */
export const TOUCH_EVENTS = [
  'pointerdown',
  'touchstart',
  'mousedown',
  'keydown',
  'focusin',
  'input',
  'change',
  'scroll',
  'wheel',
  'mousemove',
  // Coming back to the tab: from the bank app after a transfer, to an invoice that is to say it has arrived.
  'visibilitychange',
] as const;

/** Set on <html> while the page waits for its first touch (browser tests touch it then; see e2e/support/browser.ts). */
export const WAITING_ATTRIBUTE = 'data-hydrate';
export const WAITING_VALUE = 'on-touch';

/** A control that does something only through the app: a click on it is held until then. */
const APP_CONTROL = 'button, [role="button"], summary';

type Replay = () => void;

export interface FirstTouch {
  /** Resolves on the first touch (at once when the page was touched before this script ran). */
  touch: Promise<void>;
  /** Once the app has marked the page ready (`html[data-ready]`), does the held clicks and submits again, in order. */
  replayOnceReady: () => void;
}

/**
 * Whether the person already did something in the page before its first script ran (a slow network): focused a
 * field, or typed, ticked or chose in one. Reads nothing of the layout (see `scrolledBeforeScript`).
 */
export function touchedBeforeScript(doc: Document): boolean {
  const active = doc.activeElement;
  if (active && active !== doc.body && active !== doc.documentElement) return true;
  for (const control of Array.from(doc.querySelectorAll('input, textarea, select'))) {
    if (control instanceof HTMLInputElement) {
      if (control.type === 'checkbox' || control.type === 'radio') {
        if (control.checked !== control.defaultChecked) return true;
      } else if (control.value !== control.defaultValue) return true;
    } else if (control instanceof HTMLTextAreaElement) {
      if (control.value !== control.defaultValue) return true;
    } else if (control instanceof HTMLSelectElement) {
      if (Array.from(control.options).some((option) => option.selected !== option.defaultSelected)) return true;
    }
  }
  return false;
}

/**
 * Whether the page was scrolled before its first script ran. Reading the scroll position makes the browser lay the
 * page out at once: asked while the page is still being laid out for its first paint, that made the loader's task
 * the longest of the visit (traces of / on 2026-12-03: 24 ms of CPU, 63 ms of it forced layout, over 50 ms under
 * Lighthouse's 4× slowdown). So it is asked after the first frame, when the layout is done anyway.
 */
export const scrolledBeforeScript = (win: Window): boolean => win.scrollY > 0 || win.scrollX > 0;

/** Runs `check` once the browser has drawn its next frame (the layout it needed is then done). */
const afterNextFrame = (win: Window, check: () => void) => win.requestAnimationFrame(() => win.setTimeout(check, 0));

export function untilFirstTouch(doc: Document): FirstTouch {
  const html = doc.documentElement;
  const win = doc.defaultView ?? window;
  const held: Replay[] = [];

  const holdClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>(APP_CONTROL);
    if (!control || control.closest('a[href]') || (control as HTMLButtonElement).disabled) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(() => {
      if (control.isConnected) control.click();
    });
  };
  const holdSubmit = (event: Event) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!form) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = (event as SubmitEvent).submitter;
    held.push(() => {
      if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : undefined);
    });
  };
  doc.addEventListener('click', holdClick, true);
  doc.addEventListener('submit', holdSubmit, true);

  const touch = new Promise<void>((resolve) => {
    const touched = () => {
      for (const type of TOUCH_EVENTS) win.removeEventListener(type, touched, true);
      html.removeAttribute(WAITING_ATTRIBUTE);
      resolve();
    };
    if (touchedBeforeScript(doc)) {
      touched();
      return;
    }
    html.setAttribute(WAITING_ATTRIBUTE, WAITING_VALUE);
    for (const type of TOUCH_EVENTS) win.addEventListener(type, touched, { capture: true, passive: true });
    afterNextFrame(win, () => {
      if (scrolledBeforeScript(win)) touched();
    });
  });

  const replay = () => {
    doc.removeEventListener('click', holdClick, true);
    doc.removeEventListener('submit', holdSubmit, true);
    for (const action of held.splice(0)) action();
  };
  const replayOnceReady = () => {
    if (html.hasAttribute('data-ready')) {
      replay();
      return;
    }
    const observer = new MutationObserver(() => {
      if (!html.hasAttribute('data-ready')) return;
      observer.disconnect();
      replay();
    });
    observer.observe(html, { attributes: true, attributeFilter: ['data-ready'] });
  };
  return { touch, replayOnceReady };
}
