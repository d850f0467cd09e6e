import type { BookablePlan } from '@eazy2con/shared/plans';
import { RadioField } from '../../ui/form/Field';
import type { FormApi } from '../../ui/form/use-form';
import type { BookingFormValues } from './booking-validation';
import { optionLabel } from './booking-variants';

/**
 * 'How often?': the points of a plan's price range (Personal: 2 or 3 calls a week; Premium: 3 a week or every
 * weekday), each with its price and why. Shown only when the plan has more than one; the server charges the one
 * chosen (sent as `planOption`).
 */
export function PlanOptionField({ form, plan }: { form: FormApi<BookingFormValues>; plan?: BookablePlan<string> }) {
  if (!plan || plan.options.length < 2) return null;
  return (
    <RadioField
      form={form}
      name="planOption"
      label="How often?"
      options={plan.options.map((option) => ({ value: option.id, label: optionLabel(plan, option) }))}
    />
  );
}
