import { useQuery } from 'urql';
import { PRODUCT_NAME } from '@eazy2con/shared/brand';
import { graphql, type ResultOf } from './graphql/graphql';

const SiteInfoQuery = graphql(`
  query SiteInfo {
    siteInfo {
      name
      address
      phone
      email
      blogUrl
      socials {
        facebook
        twitter
        instagram
        linkedin
      }
      bank {
        name
        accountNumber
        accountName
      }
      hiringEndsAt
      hiringFormUrl
      googleSignIn
    }
  }
`);

export type SiteInfo = ResultOf<typeof SiteInfoQuery>['siteInfo'];

/** The company's details as configured on the server; cached after the first request. */
export function useSiteInfo(): SiteInfo | undefined {
  const [{ data }] = useQuery({ query: SiteInfoQuery });
  return data?.siteInfo;
}

/**
 * The configured company name. The shared product name stands in only until site info arrives, so the brand and
 * the tab title never flash empty.
 */
export function useSiteName(): string {
  return useSiteInfo()?.name ?? PRODUCT_NAME;
}
