import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useHydrated } from './use-hydrated';
import './ui.css';

export type ButtonType = 'primary' | 'default' | 'link' | 'text';
export type ButtonSize = 'small' | 'middle' | 'large';

/** How a button looks: Ant Design's button variants and sizes, drawn with the app's CSS (ui.css). */
export interface ButtonLook {
  type?: ButtonType;
  size?: ButtonSize;
  /** As wide as its container. */
  block?: boolean;
  danger?: boolean;
  className?: string;
}

/** The class list of a button look, for buttons and for links that look like buttons (LinkButton). */
export function buttonClass({ type = 'default', size = 'middle', block, danger, className }: ButtonLook): string {
  return [
    'btn',
    `btn--${type}`,
    size === 'middle' ? '' : `btn--${size}`,
    block ? 'btn--block' : '',
    danger ? 'btn--danger' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonLook, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'> {
  /** The button's `type` attribute (`type` is its look, as in Ant Design). */
  htmlType?: 'button' | 'submit' | 'reset';
  /** Shows a spinner and ignores presses until the work it started is done. */
  loading?: boolean;
  icon?: ReactNode;
}

/**
 * A native button with Ant Design's looks, for the public pages: Ant Design's own button brings its style engine
 * (about 35 kB gzip with the wave effect) into a page's first load. Private pages keep Ant Design's.
 */
export function Button({
  type,
  size,
  block,
  danger,
  className,
  htmlType = 'button',
  loading = false,
  icon,
  children,
  onClick,
  disabled,
  ...rest
}: ButtonProps) {
  // A server-rendered form cannot be sent before the page's code can check it and send it itself: the browser's own
  // submission would put the fields in the address (decision 0024).
  const hydrated = useHydrated();
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    // Like Ant Design's: a loading button neither submits its form again nor runs its action twice.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={htmlType}
      disabled={disabled || (htmlType === 'submit' && !hydrated)}
      className={buttonClass({
        type,
        size,
        block,
        danger,
        className: `${loading ? 'btn--loading ' : ''}${className ?? ''}`,
      })}
      aria-busy={loading || undefined}
      onClick={press}
    >
      {loading ? <span className="btn__spinner" aria-hidden /> : icon && <span className="btn__icon">{icon}</span>}
      {children !== undefined && children !== null && <span>{children}</span>}
    </button>
  );
}
