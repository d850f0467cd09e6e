import { forwardRef, useState, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import './ui.css';
import './inputs.css';

type Size = 'middle' | 'large';
const sizeClass = (size: Size | undefined) => (size === 'large' ? ' input--large' : '');

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  size?: Size;
}

/** A native text input with Ant Design's looks (its `Input` brings the style engine into a page's first load). */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { size, className, ...rest },
  ref,
) {
  return <input ref={ref} {...rest} className={`input${sizeClass(size)}${className ? ` ${className}` : ''}`} />;
});

export const TextArea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function TextArea(
  { className, ...rest },
  ref,
) {
  return <textarea ref={ref} {...rest} className={`input input--textarea${className ? ` ${className}` : ''}`} />;
});

/**
 * A password input with a Show/Hide button (Ant Design's `Input.Password`). The button says what it does and
 * `aria-pressed` whether the password is shown.
 */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<TextInputProps, 'type'>>(function PasswordInput(
  { size, className, ...rest },
  ref,
) {
  const [shown, setShown] = useState(false);
  return (
    <span className={`input-affix${sizeClass(size)}${className ? ` ${className}` : ''}`}>
      <input ref={ref} {...rest} type={shown ? 'text' : 'password'} className="input-affix__input" />
      <button
        type="button"
        className="input-affix__toggle"
        aria-label={shown ? 'Hide password' : 'Show password'}
        aria-pressed={shown}
        onClick={() => setShown(!shown)}
      >
        {shown ? 'Hide' : 'Show'}
      </button>
    </span>
  );
});
