import { campTuition, CAMP_MAX_KIDS, formatNaira } from '@eazy2con/shared/weekend-camp';
import type { FormApi } from '../../ui/form/use-form';
import { childLabel, type MyChild } from '../bookings/public';
import type { CampFormValues } from './CampForm';
import { pickedIds } from './CampChildrenField';

export const YOUR_CHILDREN = 'Your children';
export const CONSENT_ON_ACCOUNT = 'Consent for these children is on your account.';

/**
 * "Your children" (issue 35): a signed-in parent ticks the children the camp is for, instead of typing the number
 * of kids and the first child's details; the server takes them, and the consent, from their profiles. Only parents
 * with children see it, so it is loaded when they do (CampChildrenField), not with the camp's page.
 */
export function CampChildrenChoice({ form, options }: { form: FormApi<CampFormValues>; options: readonly MyChild[] }) {
  const picked = pickedIds(form.values);
  const toggle = (id: string, on: boolean) =>
    form.setValue('childIds', (on ? [...picked, id] : picked.filter((p) => p !== id)).join(','));
  const message = form.error('childIds');
  return (
    <fieldset className="channels-field" aria-describedby={message ? 'camp-children-error' : undefined}>
      <legend>{YOUR_CHILDREN}</legend>
      {options.map((child) => (
        <label key={child.id} htmlFor={`camp-child-${child.id}`}>
          <input
            id={`camp-child-${child.id}`}
            type="checkbox"
            checked={picked.includes(child.id)}
            // The camp takes at most CAMP_MAX_KIDS children in one registration, as the server does.
            disabled={!picked.includes(child.id) && picked.length >= CAMP_MAX_KIDS}
            onChange={(event) => toggle(child.id, event.target.checked)}
          />{' '}
          {childLabel(child)}
        </label>
      ))}
      {picked.length > 0 && (
        <>
          <p aria-live="polite">
            Tuition: <strong>{formatNaira(campTuition(picked.length))}</strong>
          </p>
          <p>{CONSENT_ON_ACCOUNT}</p>
        </>
      )}
      {message && (
        <p id="camp-children-error" className="channels-field__error" role="alert">
          {message}
        </p>
      )}
    </fieldset>
  );
}
