import { useId, useState } from 'react';
import { StarFilled } from '@ant-design/icons';
import './ui.css';
import './inputs.css';

interface StarPickerProps {
  value: number;
  onChange: (stars: number) => void;
  /** A word for each number of stars ('terrible' … 'wonderful'), each star's accessible name. */
  names: readonly string[];
  label: string;
}

/**
 * 1 to n stars as a radio group (Ant Design's `Rate`): arrow keys choose, and each star is named by its word.
 * Pointing at a star previews it, as Ant Design's does.
 */
export function StarPicker({ value, onChange, names, label }: StarPickerProps) {
  const group = useId();
  const [hover, setHover] = useState(0);
  const lit = hover || value;
  return (
    <span className="star-picker" role="radiogroup" aria-label={label} onMouseLeave={() => setHover(0)}>
      {names.map((name, index) => {
        const stars = index + 1;
        return (
          <label
            key={name}
            className={`star-picker__star${stars <= lit ? ' is-lit' : ''}`}
            title={name}
            onMouseEnter={() => setHover(stars)}
          >
            <input
              type="radio"
              className="star-picker__input"
              name={group}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              aria-label={name}
            />
            <StarFilled aria-hidden />
          </label>
        );
      })}
    </span>
  );
}
