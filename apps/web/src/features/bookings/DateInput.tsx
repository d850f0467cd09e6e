import { useEffect, useRef } from 'react';
import { CalendarOutlined } from '@ant-design/icons';
import { isIsoDate } from '@eazy2con/shared/booking-dates';
import type { ControlProps } from '../../ui/form/use-form';
import { TextInput } from '../../ui/inputs';
import { DAY_MONTH_YEAR, parseTypedDate, toDayMonthYear } from './day-month-year';

interface DateInputProps extends Omit<ControlProps, 'onChange'> {
  /** Sets the form's value: YYYY-MM-DD once a whole date is typed or picked, else the text as typed. */
  onValue: (value: string) => void;
  /** The first day the calendar offers (YYYY-MM-DD). */
  min?: string;
  /** What the calendar button picks ('start'; not the field's label, which names the text field alone). */
  label: string;
}

/**
 * A date typed day first, dd/mm/yyyy (decision 0028). A native date input shows the browser's own order, which on a
 * phone set to English (US) is mm/dd/yyyy: 04/05 read as the 4th of May became the 5th of April. The native
 * input stays as the calendar behind the button, so picking a day still works everywhere.
 */
export function DateInput({ value, onValue, min, label, ...control }: DateInputProps) {
  const picker = useRef<HTMLInputElement>(null);
  // A date typed before the page's script arrived is adopted as typed (useForm): written as a date here.
  useEffect(() => {
    const iso = parseTypedDate(value);
    if (iso && iso !== value) onValue(iso);
  }, [value, onValue]);

  const openCalendar = () => {
    try {
      picker.current?.showPicker();
    } catch {
      // No calendar on this browser (or not now): the date can still be typed.
      document.getElementById(control.id)?.focus();
    }
  };

  return (
    <span className="date-input">
      <TextInput
        {...control}
        value={toDayMonthYear(value)}
        onChange={(event) => onValue(parseTypedDate(event.target.value) ?? event.target.value)}
        inputMode="numeric"
        placeholder={DAY_MONTH_YEAR}
        autoComplete="off"
        maxLength={10}
      />
      <button
        type="button"
        className="date-input__pick"
        aria-label={`Pick the ${label} on a calendar`}
        onClick={openCalendar}
      >
        <CalendarOutlined aria-hidden />
      </button>
      <input
        ref={picker}
        type="date"
        className="date-input__calendar"
        tabIndex={-1}
        aria-hidden="true"
        min={min}
        value={isIsoDate(value) ? value : ''}
        onChange={(event) => onValue(event.target.value)}
      />
    </span>
  );
}
