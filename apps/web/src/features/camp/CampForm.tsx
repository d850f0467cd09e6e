import { Link } from 'react-router';
import { PRODUCT_NAME } from '@eazy2con/shared/brand';
import {
  CAMP_EXTRA_CHILD_NAIRA,
  CAMP_FIRST_CHILD_NAIRA,
  CAMP_MAX_KIDS,
  CAMP_MIN_KIDS,
  campTuition,
  formatNaira,
  isCampKidCount,
} from '@eazy2con/shared/weekend-camp';
import { Button } from '../../ui/Button';
import { CheckboxField, Field } from '../../ui/form/Field';
import type { FormApi } from '../../ui/form/use-form';
import { TextInput } from '../../ui/inputs';
import { ChannelsField, phoneField, type TextChannel } from '../bookings/public';
import { CampChildrenField, pickedIds } from './CampChildrenField';

/** The form as typed: text fields (the number of kids too, as its input gives it) and the consent checkbox. */
export interface CampFormValues extends Record<string, string | boolean> {
  parentName: string;
  parentEmail: string;
  parentPhone: string;
  noOfKids: string;
  firstChildName: string;
  firstChildAge: string;
  firstChildInterest: string;
  parentConsent: boolean;
  /** A signed-in parent's children ticked under "Your children" (issue 35), their ids joined by commas. */
  childIds: string;
}

export const EMPTY_CAMP_FORM: CampFormValues = {
  parentName: '',
  parentEmail: '',
  parentPhone: '',
  noOfKids: '',
  firstChildName: '',
  firstChildAge: '',
  firstChildInterest: '',
  parentConsent: false,
  childIds: '',
};

/** The number field gives text; the schema (both sides) wants a number, and nothing typed is "missing". */
export const toCount = (value: string): number | undefined => (value.trim() === '' ? undefined : Number(value));

/** The tuition of the count typed so far, or null while it is not a count the camp takes (the server's figure). */
export function tuitionFor(kids: unknown): number | null {
  return isCampKidCount(kids) ? campTuition(kids) : null;
}

// The form's messages (validateCamp) are in camp-checks.ts, loaded on first use (lazy-camp-validator.ts, issue 38).

/**
 * The parent's registration form (spec 2 §5 'Weekend camp form'): the spec's messages from the shared schema, shown
 * once a field has been touched (changed, or left) or on submit; the tuition beside the number of kids as it is typed.
 */
export function CampForm({
  form,
  submitting,
  onSubmit,
  channels,
  onChannelsChange,
}: {
  form: FormApi<CampFormValues>;
  submitting: boolean;
  onSubmit: (values: CampFormValues) => void;
  /** WhatsApp and SMS besides e-mail (issue 24): the confirmation and the class reminders. */
  channels: TextChannel[];
  onChannelsChange: (next: TextChannel[]) => void;
}) {
  const tuition = tuitionFor(toCount(form.values.noOfKids));
  // Children ticked from the account stand for the count, the first child's fields and the consent box.
  const typed = pickedIds(form.values).length === 0;

  return (
    <form className="camp-form" onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Field form={form} name="parentName" label="Parent Name" required>
        {(props) => <TextInput {...props} autoComplete="name" maxLength={100} />}
      </Field>
      <Field form={form} name="parentEmail" label="Parent Email" required>
        {(props) => <TextInput {...props} type="email" autoComplete="email" maxLength={254} />}
      </Field>
      <Field form={form} name="parentPhone" label="Parent Phone" required>
        {(props) => <TextInput {...props} type="tel" autoComplete="tel" maxLength={30} />}
      </Field>
      <ChannelsField
        idPrefix="camp-channels"
        value={channels}
        onChange={onChannelsChange}
        {...phoneField(form, 'parentPhone')}
        legend="Also send my registration and class reminders by (to the phone number above)"
      />
      <CampChildrenField form={form} />
      {typed && (
        <>
          <Field form={form} name="noOfKids" label="Number of Kids" required>
            {(props) => (
              <div className="camp-form__kids">
                <TextInput
                  {...props}
                  type="number"
                  inputMode="numeric"
                  min={CAMP_MIN_KIDS}
                  max={CAMP_MAX_KIDS}
                  step={1}
                  className="camp-form__kids-input"
                />
                <output htmlFor={props.id} className="camp-form__tuition" aria-live="polite" data-testid="camp-tuition">
                  {tuition === null ? (
                    <>
                      {formatNaira(CAMP_FIRST_CHILD_NAIRA)} for one child, {formatNaira(CAMP_EXTRA_CHILD_NAIRA)} for
                      each extra child
                    </>
                  ) : (
                    <>
                      Tuition: <strong>{formatNaira(tuition)}</strong>
                    </>
                  )}
                </output>
              </div>
            )}
          </Field>
          <Field form={form} name="firstChildName" label="First Child's Name" required>
            {(props) => <TextInput {...props} maxLength={100} />}
          </Field>
          <Field form={form} name="firstChildAge" label="First Child's Age" required>
            {(props) => <TextInput {...props} maxLength={30} placeholder="e.g. 9" />}
          </Field>
          <Field form={form} name="firstChildInterest" label="First Child's Interest (optional)">
            {(props) => <TextInput {...props} maxLength={300} placeholder="e.g. games, animation, websites" />}
          </Field>
          <CheckboxField form={form} name="parentConsent">
            I am this child&apos;s parent or guardian, and I agree that {PRODUCT_NAME} may use these details to run the
            camp, as the {/* A new tab, so that reading the policy does not throw away the form filled in so far. */}
            <Link to="/privacy" target="_blank" rel="noopener">
              privacy policy (opens in a new tab)
            </Link>{' '}
            explains.
          </CheckboxField>
        </>
      )}
      <Button type="primary" htmlType="submit" size="large" loading={submitting}>
        Register
      </Button>
    </form>
  );
}
