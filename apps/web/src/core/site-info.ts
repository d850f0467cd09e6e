import { PRODUCT_NAME } from '@eazy2con/shared/brand';
import type { ResultOf } from './graphql/graphql';
import type { SiteInfoFields } from './site-info-fields';
import { useShellData } from './shell-data';

export type SiteInfo = ResultOf<typeof SiteInfoFields>['siteInfo'];

/** The company's details, once the first load's query has answered (undefined until then, or when it failed). */
export function useSiteInfo(): SiteInfo | undefined {
  return useShellData().data?.siteInfo;
}

/**
 * The configured company name. The shared product name stands in only until site info arrives, so the brand and
 * the tab title never flash empty.
 */
export function useSiteName(): string {
  return useSiteInfo()?.name ?? PRODUCT_NAME;
}
