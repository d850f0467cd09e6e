import type { SelectHTMLAttributes } from 'react';
import './native-select.css';

type NativeSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  options: readonly string[];
  value?: string;
  /** Called with the chosen option, as an antd Form.Item expects of its control. */
  onChange?: (value: string) => void;
};

/**
 * The browser's own select, styled like the form's inputs, for a short fixed list inside an antd Form.Item. On the
 * phones most visitors use it opens the system picker, and it costs nothing on a page's first load, where Ant
 * Design's Select (with its virtual list) weighs about 24 kB gzip.
 */
export function NativeSelect({ options, value, onChange, className, ...rest }: NativeSelectProps) {
  return (
    <select
      {...rest}
      className={['native-select', className].filter(Boolean).join(' ')}
      value={value}
      onChange={(event) => onChange?.(event.target.value)}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}
