import { useEffect } from 'react';
import { useSiteName } from './site-info';

/** Sets the tab title: the company's name alone on the home page, 'Page | Company' elsewhere. */
export function usePageTitle(title?: string) {
  const name = useSiteName();
  useEffect(() => {
    document.title = title ? `${title} | ${name}` : name;
  }, [title, name]);
}
