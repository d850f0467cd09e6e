/**
 * Company details shown on pages and in mails: the server builds them from its environment (a deployment changes
 * them there) and answers them as `siteInfo`; the web app reads that answer. One shape for both sides.
 */
export interface SiteInfo {
  name: string;
  address: string;
  phone: string;
  email: string;
  blogUrl: string;
  socials: { facebook: string; twitter: string; instagram: string; linkedin: string };
  bank: { name: string; accountNumber: string; accountName: string };
  hiringEndsAt: string;
  hiringFormUrl: string | null;
  googleSignIn: boolean;
  /** True while production takes payments through the built-in sandbox (PAYMENTS_SANDBOX): every page says so. */
  testPayments: boolean;
}
