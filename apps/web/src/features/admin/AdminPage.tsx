import type { ReactNode } from 'react';
import { usePageTitle } from '../../core/use-page-title';

/** One admin page: its heading (and tab title) above its content. */
export function AdminPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  usePageTitle(`${title} · Admin`);
  return (
    <div className="admin-page">
      <h1>{title}</h1>
      {intro && <p>{intro}</p>}
      {children}
    </div>
  );
}
