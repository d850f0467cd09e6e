import { useEffect } from 'react';
import { PRODUCT_NAME } from '@eazy2con/shared/brand';

/** Sets the tab title: the product's name alone on the home page, 'Page | Product' elsewhere. */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
