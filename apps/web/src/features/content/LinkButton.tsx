import type { MouseEvent, ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useHref, useNavigate } from 'react-router';

type LinkButtonProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: string; state?: unknown; children: ReactNode };

/**
 * A link that looks like a button: a real `<a href>` (so it is announced as a link and opens in a new tab with a
 * modifier key) that navigates inside the app on a plain click. Avoids nesting a button inside a link.
 */
export function LinkButton({ to, state, children, ...buttonProps }: LinkButtonProps) {
  const navigate = useNavigate();
  const href = useHref(to);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(to, { state });
  };
  return (
    <Button {...buttonProps} href={href} onClick={onClick}>
      {children}
    </Button>
  );
}
