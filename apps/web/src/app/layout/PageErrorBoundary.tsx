import { Component, type ReactNode } from 'react';

interface Props {
  /** Changes on every navigation (the location key): a new page starts without the last page's error. */
  resetKey: string;
  children: ReactNode;
}

/**
 * Catches a page that fails to render or to load (its chunk unreachable offline), so the navigation and footer
 * stay usable. The data router used to do this with its default error screen; the declarative router (routes.tsx)
 * has none. A chunk missing after a deployment never gets here: service-worker.ts reloads the new build first.
 */
export class PageErrorBoundary extends Component<Props, { failed: boolean; resetKey: string }> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="page-error" role="alert">
        <h1>Something went wrong!</h1>
        <p>Network error occured please refresh on check your connection.</p>
        <button type="button" className="page-error__retry" onClick={() => window.location.reload()}>
          Refresh
        </button>
      </div>
    );
  }
}
