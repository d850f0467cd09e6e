import { gql, useQuery } from 'urql';
import type { SiteInfo } from '@eazy2con/shared/site-info';

const SiteInfoQuery = gql<{ siteInfo: SiteInfo }>`
  query SiteInfo {
    siteInfo {
      name
      address
      phone
      email
      blogUrl
      socials { facebook twitter instagram linkedin }
      bank { name accountNumber accountName }
      hiringEndsAt
      hiringFormUrl
      googleSignIn
    }
  }
`;

/** The company's details as configured on the server; cached after the first request. */
export function useSiteInfo(): SiteInfo | undefined {
  const [{ data }] = useQuery({ query: SiteInfoQuery });
  return data?.siteInfo;
}
