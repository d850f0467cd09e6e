import type { ButtonHTMLAttributes } from 'react';
import './ui.css';
import './inputs.css';

export interface SwitchProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onChange' | 'role'> {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * An on/off switch (Ant Design's `Switch`, which brings the style engine into a public page's first load): a button
 * with role="switch" and `aria-checked`, named by its field's label (`<label htmlFor>` names a button too).
 */
export function Switch({ checked, onChange, className, onClick, ...rest }: SwitchProps) {
  return (
    <button
      {...rest}
      type="button"
      role="switch"
      aria-checked={checked}
      className={`switch${checked ? ' switch--on' : ''}${className ? ` ${className}` : ''}`}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onChange(!checked);
      }}
    >
      <span className="switch__handle" aria-hidden />
    </button>
  );
}
