import type { SelectHTMLAttributes } from 'react';
import type { ControlProps } from './use-form';
import '../inputs.css';
import './form.css';

export interface ChoiceOption {
  value: string;
  label: string;
}

interface ChoiceProps extends ControlProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, keyof ControlProps | 'size'> {
  options: readonly ChoiceOption[];
  /** The first, empty choice ('' stands for no answer); without it a value is always chosen. */
  placeholder?: string;
  size?: 'middle' | 'large';
}

/** The browser's own select (its picker on phones, type-to-find on a keyboard), framed like ui/inputs' text inputs. */
export function Choice({ options, placeholder, size, ...rest }: ChoiceProps) {
  return (
    <select {...rest} className={`input form-select${size === 'large' ? ' input--large' : ''}`}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** Options whose label is their value (the shared option lists). */
export const choices = (values: readonly string[]): ChoiceOption[] => values.map((value) => ({ value, label: value }));
