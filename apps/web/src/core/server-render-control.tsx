import { createContext, useContext } from 'react';
import { Navigate } from 'react-router';

/**
 * What a page may tell the server while the server draws it (entry-server.tsx, decision 0024). In the browser there
 * is none: `useServerRenderControl()` is null there.
 */
export interface ServerRenderControl {
  /** Answer with a redirect to `to` instead of a page: a page that only sends this visitor on. */
  redirect(to: string): void;
  /**
   * Send the shell instead: what this visitor sees is decided in the browser (a notice shown as the page opens,
   * then a redirect), which a page drawn on the server and started on the first touch would hold back.
   */
  drawInBrowser(): void;
  /** The tab's title (usePageTitle): the server writes it into the document, which is then right before any script. */
  title(text: string): void;
}

const ServerRenderContext = createContext<ServerRenderControl | null>(null);

export const ServerRenderControlProvider = ServerRenderContext.Provider;

export const useServerRenderControl = () => useContext(ServerRenderContext);

/** Sends the visitor to `to`: a redirect of the server's answer when it draws the page, else the router's. */
export function Redirect({ to }: { to: string }) {
  const control = useServerRenderControl();
  if (!control) return <Navigate to={to} replace />;
  control.redirect(to);
  return null;
}
