import {
  Suspense,
  use,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import { observeNearViewport } from './use-near-viewport';
import './ui.css';
import './below-fold.css';

interface Gate {
  /** React reads `status` to use a settled promise without suspending (the form `use` itself gives promises). */
  promise: Promise<void> & { status?: 'pending' | 'fulfilled'; value?: undefined };
  open: () => void;
  opened: boolean;
}

/** One gate per wrapper (by its useId, the same on the server and in the browser) for the page's lifetime. */
const gates = new Map<string, Gate>();

function gateFor(id: string): Gate {
  let gate = gates.get(id);
  if (!gate) {
    let open = () => {};
    const promise: Gate['promise'] = new Promise<void>((resolve) => (open = resolve));
    const created: Gate = { promise, opened: false, open: () => {} };
    created.open = () => {
      created.opened = true;
      promise.status = 'fulfilled';
      open();
    };
    gate = created;
    gates.set(id, gate);
  }
  return gate;
}

const never = () => () => {};

/** A settled promise React reads without suspending. */
const OPEN: Gate['promise'] = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

/** True while React hydrates (and on the server): the server's snapshot is used then, the browser's otherwise. */
const useHydrating = () =>
  useSyncExternalStore(
    never,
    () => false,
    () => true,
  );

/**
 * Waits, during hydration only, until its gate opens. React keeps a suspended boundary's server HTML on screen and
 * hydrates the rest of the page around it; when the promise settles it hydrates this boundary in a pass of its own.
 * A render in the browser (a navigation) is not hydration (the browser's snapshot, `false`), so it never waits.
 */
function HydrationGate({ id }: { id: string }) {
  const waits = useHydrating() && typeof window !== 'undefined';
  // Always `use`, waiting or not: React expects the same hooks on every try of this render.
  const gate: Promise<void> = waits ? gateFor(id).promise : OPEN;
  use(gate);
  return null;
}

/**
 * Events that mean the visitor is using the section: it hydrates at once and the event reaches it (selective
 * hydration). `click` too: a press made before the app started is held and done again as a bare click (first-touch.ts),
 * with no pointer event before it.
 */
const TOUCH_EVENTS = ['pointerdown', 'focusin', 'keydown', 'touchstart', 'mouseover', 'click'] as const;

/**
 * Opens the gate when the section comes near the screen or is touched. A sibling of the boundary, not its parent:
 * it re-renders once hydration ends (its snapshot changes), and a re-render of the boundary's parent before the
 * boundary hydrated would make React drop the server's HTML and render the section again.
 */
function GateOpener({ id, container }: { id: string; container: RefObject<HTMLDivElement | null> }) {
  // Whether this wrapper came with the server's HTML: only then is there anything to wait for.
  const [fromServer] = useState(useHydrating());
  useEffect(() => {
    const element = container.current;
    if (!fromServer || !element) return;
    // The boundary may not have rendered yet (React hydrates a dehydrated boundary in a later pass): make the gate.
    const gate = gateFor(id);
    if (gate.opened) return;
    const open = () => gate.open();
    // `display: contents` has no box of its own: watch its children, which are the section's.
    const stopWatching = observeNearViewport(Array.from(element.children), '400px 0px', open);
    // Heard on the window, before anything else: the gate must be open when React's own listener (on the app's root,
    // an ancestor) meets the event, since React then hydrates the section at once and hands it the event, or, with
    // the gate still shut, drops a click.
    const view = element.ownerDocument.defaultView ?? window;
    const touched = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) open();
    };
    for (const type of TOUCH_EVENTS) view.addEventListener(type, touched, { capture: true, passive: true });
    const stop = () => {
      stopWatching();
      for (const type of TOUCH_EVENTS) view.removeEventListener(type, touched, { capture: true });
    };
    void gate.promise.then(stop);
    return stop;
  }, [id, fromServer, container]);
  return null;
}

/**
 * A section of a server-rendered page that React takes over only when it comes near the screen (400 px ahead) or is
 * touched, keeping the server's HTML meanwhile (issue 27): a first visit hydrates what is on screen in short tasks
 * and leaves the rest for later, instead of one long pass over the whole page. A touch hydrates it at once and React
 * replays the event. In a page rendered in the browser it renders its children at once. The wrapper's element is a
 * `div` with `display: contents`, so layout is unchanged. Not for forms (typed input is kept by the form kit when the
 * whole page hydrates) nor for sections whose effects load data on arrival.
 */
export function Hydrate({ children }: { children: ReactNode }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div ref={ref} className="hydrate-when-near below-fold">
      <GateOpener id={id} container={ref} />
      <Suspense fallback={null}>
        <HydrationGate id={id} />
        {children}
      </Suspense>
    </div>
  );
}
