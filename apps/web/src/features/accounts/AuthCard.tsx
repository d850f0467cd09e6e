import type { ReactNode } from 'react';
import '../../ui/ui.css';
import './accounts.css';

/** The frame of the account screens: a centred card with a heading. */
export function AuthCard({
  title,
  intro,
  children,
  busy = false,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  busy?: boolean;
}) {
  return (
    <div className="page auth">
      <section className="auth__card" aria-labelledby="auth-title">
        <h1 id="auth-title" className="auth__title">
          {title}
        </h1>
        {intro && <p className="auth__intro">{intro}</p>}
        {busy ? (
          <div className="auth__busy" role="status" aria-label="Loading">
            <span className="spinner" />
          </div>
        ) : (
          children
        )}
      </section>
    </div>
  );
}
