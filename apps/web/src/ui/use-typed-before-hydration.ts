import { useEffect, useRef, type RefObject } from 'react';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * For server-drawn controls outside useForm (a search box, a directory's filters): once, after hydration, hands
 * `adopt` what was typed or chosen in them before the page's script arrived (issue 20 §1). React leaves the DOM as
 * it is while hydrating, but the state behind a controlled input keeps the server's value: the search would never
 * run, and the next render would wipe the text the person sees.
 *
 * `adopt` gets every control's value (the typed ones and the rest as they were), and only when one differs from
 * `initial`; on a page the browser drew itself the DOM always matches, so nothing happens.
 */
export function useTypedBeforeHydration<K extends string>(
  controls: Record<K, RefObject<Control | null>>,
  initial: Record<K, string>,
  adopt: (typed: Record<K, string>) => void,
): void {
  // The first render's values and callback: what the server drew, read once.
  const first = useRef({ controls, initial, adopt });
  useEffect(() => {
    const { controls: refs, initial: drawn, adopt: take } = first.current;
    const names = Object.keys(drawn) as K[];
    const typed = Object.fromEntries(names.map((name) => [name, refs[name].current?.value ?? drawn[name]])) as Record<
      K,
      string
    >;
    if (names.some((name) => typed[name] !== drawn[name])) take(typed);
  }, []);
}
