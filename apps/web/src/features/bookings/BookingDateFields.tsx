import { useCallback } from 'react';
import { watDate } from '@eazy2con/shared/wat-time';
import { isIsoDate } from '@eazy2con/shared/booking-dates';
import { Field } from '../../ui/form/Field';
import type { FormApi } from '../../ui/form/use-form';
import type { BookingFormValues } from './booking-validation';
import { DateInput } from './DateInput';
import { DAY_MONTH_YEAR } from './day-month-year';

const DATE_HINT = `Day first: ${DAY_MONTH_YEAR}`;

/** The booking form's start and end dates, typed day first; the end date's calendar opens at the start date. */
export function BookingDateFields({ form }: { form: FormApi<BookingFormValues> }) {
  const today = watDate();
  const { setValue } = form;
  const { startDate } = form.values;
  // Stable, so DateInput does not hand the form its value again on every render.
  const setStartDate = useCallback((value: string) => setValue('startDate', value), [setValue]);
  const setEndDate = useCallback((value: string) => setValue('endDate', value), [setValue]);
  return (
    <>
      <Field form={form} name="startDate" label="Start date" extra={DATE_HINT}>
        {({ onChange: _typed, ...props }) => (
          <DateInput {...props} aria-required label="start" min={today} onValue={setStartDate} />
        )}
      </Field>
      <Field form={form} name="endDate" label="End date" extra={DATE_HINT}>
        {({ onChange: _typed, ...props }) => (
          <DateInput
            {...props}
            aria-required
            label="end"
            min={isIsoDate(startDate) ? startDate : today}
            onValue={setEndDate}
          />
        )}
      </Field>
    </>
  );
}
