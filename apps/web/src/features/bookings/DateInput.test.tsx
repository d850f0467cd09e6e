import { useCallback } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Field } from '../../ui/form/Field';
import { useForm } from '../../ui/form/use-form';
import { bookingValidator, DATE_AS_TYPED } from './booking-validation';
import { DateInput } from './DateInput';
import { parseTypedDate, toDayMonthYear } from './day-month-year';

describe('day-first dates (issue 20 §9: dd/mm/yyyy on a Nigerian site)', () => {
  it('reads a date typed day first, or pasted as YYYY-MM-DD, and nothing else', () => {
    expect(parseTypedDate('04/05/2027')).toBe('2027-05-04');
    expect(parseTypedDate(' 4/5/2027 ')).toBe('2027-05-04');
    expect(parseTypedDate('29.11.2026')).toBe('2026-11-29');
    expect(parseTypedDate('29-11-2026')).toBe('2026-11-29');
    expect(parseTypedDate('2026-11-29')).toBe('2026-11-29');
    // Month first is not read as a date: 13 is no month.
    expect(parseTypedDate('11/29/2026')).toBeNull();
    expect(parseTypedDate('31/02/2027')).toBeNull();
    expect(parseTypedDate('04/05/202')).toBeNull();
    expect(toDayMonthYear('2027-05-04')).toBe('04/05/2027');
    expect(toDayMonthYear('04/05/20')).toBe('04/05/20');
  });
});

function Booking() {
  const form = useForm({ initialValues: { startDate: '' } });
  const { setValue } = form;
  const onValue = useCallback((value: string) => setValue('startDate', value), [setValue]);
  return (
    <form>
      <Field form={form} name="startDate" label="Start date">
        {({ onChange: _typed, ...props }) => <DateInput {...props} label="start" onValue={onValue} />}
      </Field>
      <output>{form.values.startDate}</output>
    </form>
  );
}

describe('DateInput', () => {
  it('shows dd/mm/yyyy and gives the form YYYY-MM-DD', () => {
    const { container } = render(<Booking />);
    const input = screen.getByLabelText('Start date');
    expect(input.getAttribute('placeholder')).toBe('dd/mm/yyyy');
    fireEvent.change(input, { target: { value: '04/05/2027' } });
    expect(container.querySelector('output')!.textContent).toBe('2027-05-04');
    expect((input as HTMLInputElement).value).toBe('04/05/2027');
    // The calendar behind the button holds the same day.
    expect(container.querySelector<HTMLInputElement>('input[type="date"]')!.value).toBe('2027-05-04');
    // Half typed: kept as typed (the form's check then says it is not a date yet).
    fireEvent.change(input, { target: { value: '04/05/20' } });
    expect(container.querySelector('output')!.textContent).toBe('04/05/20');
    expect((input as HTMLInputElement).value).toBe('04/05/20');
  });

  it('takes a day picked on the calendar', () => {
    const { container } = render(<Booking />);
    fireEvent.change(container.querySelector('input[type="date"]')!, { target: { value: '2027-01-09' } });
    expect(screen.getByLabelText<HTMLInputElement>('Start date').value).toBe('09/01/2027');
    expect(container.querySelector('output')!.textContent).toBe('2027-01-09');
  });

  it('keeps a date typed before hydration, as a date', () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Booking />);
    container.querySelector<HTMLInputElement>('input[inputmode="numeric"]')!.value = '04/05/2027';
    act(() => {
      hydrateRoot(container, <Booking />);
    });
    expect(container.querySelector('output')!.textContent).toBe('2027-05-04');
    expect(container.querySelector<HTMLInputElement>('input[inputmode="numeric"]')!.value).toBe('04/05/2027');
    container.remove();
  });
});

describe('the booking form checks a half-typed date in the order it is typed', () => {
  it("says 'Enter the date as dd/mm/yyyy', never YYYY-MM-DD", () => {
    const validate = bookingValidator('adult');
    const base = { fullName: '', phone: '', email: '', type: '', planOption: '', course: '', detailCourseName: '' };
    const rest = { whyLearnTheCourse: '', courseDetails: '', image: '' };
    const errors = validate({ ...base, ...rest, startDate: '04/05/20', endDate: '2027-05-04' });
    expect(errors.startDate).toBe(DATE_AS_TYPED);
    expect(DATE_AS_TYPED).toBe('Enter the date as dd/mm/yyyy');
    expect(errors.endDate).not.toBe(DATE_AS_TYPED);
  });
});
