import type { ReactNode } from 'react';
import { LinkButton } from '../../ui/LinkButton';

/** A hero's buttons: the page's own call to action, then the way to the kids weekend coding camp. */
export function HeroActions({ children }: { children: ReactNode }) {
  return (
    <div className="hero__actions">
      {children}
      <LinkButton to="/weekend-camp" size="large">
        Kids Weekend Coding
      </LinkButton>
    </div>
  );
}
