import { graphql } from './graphql/graphql';

/** The company's details as configured on the server; part of every first load's query (shell-data.tsx). */
export const SiteInfoFields = graphql(`
  fragment SiteInfoFields on Query {
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
      testPayments
    }
  }
`);
