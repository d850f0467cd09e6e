import { useEffect } from 'react';
import { useSiteName } from './site-info';
import { useServerRenderControl } from './server-render-control';

/**
 * Sets the tab title: the company's name alone on the home page, 'Page | Company' elsewhere. While the server draws
 * the page it tells the server, which writes it into the document: a server-drawn page has its title before its app
 * starts (on the first touch), and a part of it kept as the server drew it (ui/ServerDrawn) keeps it.
 */
export function usePageTitle(title?: string) {
  const name = useSiteName();
  const full = title ? `${title} | ${name}` : name;
  useServerRenderControl()?.title(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}
