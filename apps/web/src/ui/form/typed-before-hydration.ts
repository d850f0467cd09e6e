import type { FormValues } from './use-form';

/**
 * What the person has put into a server-drawn form before the page's script arrived. The public forms are drawn by
 * the server, so on a slow phone a visitor types into them before hydration; React keeps the DOM as it is while
 * hydrating, but the form's state still holds the initial values, so a submit would check empty fields ('Please
 * input full name'). Reading each field's control once after hydration keeps that typing.
 *
 * Returns only the fields whose DOM value differs from the initial one: those are the ones the person changed.
 */
export function typedBeforeHydration<V extends FormValues>(
  initial: V,
  controlId: (name: keyof V & string) => string,
): Partial<V> {
  const typed: Partial<V> = {};
  for (const name of Object.keys(initial) as (keyof V & string)[]) {
    const element = document.getElementById(controlId(name));
    const value = domValue(element, typeof initial[name] === 'boolean');
    if (value !== undefined && value !== initial[name]) typed[name] = value as V[typeof name];
  }
  return typed;
}

function domValue(element: HTMLElement | null, isBoolean: boolean): string | boolean | undefined {
  if (element instanceof HTMLInputElement) {
    if (element.type === 'checkbox') return isBoolean ? element.checked : undefined;
    if (element.type === 'radio') {
      // A radio group carries the field's id on its first radio only; the answer is whichever one is checked.
      const group = element.closest('fieldset') ?? element.form;
      const radios = group ? Array.from(group.querySelectorAll<HTMLInputElement>('input[type="radio"]')) : [element];
      return radios.find((radio) => radio.name === element.name && radio.checked)?.value;
    }
    return isBoolean ? undefined : element.value;
  }
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)
    return isBoolean ? undefined : element.value;
  return undefined;
}

/**
 * The boxes of a group kept in a component's own state (not the form's values), as ticked in the server-drawn page
 * before the script arrived: React leaves a checkbox's `checked` as the person left it while hydrating, but the
 * state still says unticked, so the next render or the submit would drop the choice. Read once, after hydration;
 * undefined when no box of the group is in the page.
 */
export function tickedBeforeHydration<T extends string>(boxes: readonly { value: T; id: string }[]): T[] | undefined {
  const elements = boxes.map((box) => ({ value: box.value, element: document.getElementById(box.id) }));
  if (!elements.some(({ element }) => element instanceof HTMLInputElement)) return undefined;
  return elements
    .filter(({ element }) => element instanceof HTMLInputElement && element.checked)
    .map(({ value }) => value);
}
