import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass, type ButtonLook } from './Button';

type LinkButtonProps = ButtonLook & {
  to: string;
  state?: unknown;
  children: ReactNode;
  icon?: ReactNode;
  'aria-label'?: string;
  'data-testid'?: string;
};

/**
 * A link that looks like a button: a real `<a href>` (so it is announced as a link and opens in a new tab with a
 * modifier key) that navigates inside the app on a plain click, with the button looks of ui/Button (no Ant Design:
 * these are on every public page). Avoids nesting a button inside a link.
 */
export function LinkButton({
  to,
  state,
  children,
  icon,
  type,
  size,
  block,
  danger,
  className,
  ...rest
}: LinkButtonProps) {
  return (
    <Link {...rest} to={to} state={state} className={buttonClass({ type, size, block, danger, className })}>
      {icon && <span className="btn__icon">{icon}</span>}
      <span>{children}</span>
    </Link>
  );
}
