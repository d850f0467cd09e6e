import { z } from 'zod';
import { optionalString } from './env-parts';

/**
 * The site's and the company's public details (footer, contact page, mails, invoices), with the original site's as
 * defaults; part of the environment schema in env.ts.
 */
export const siteEnvShape = {
  SITE_NAME: z.string().default('Eazy2con'),
  SITE_ADDRESS: z.string().default('12 Admiralty Way, Lekki Phase 1, Lagos, Nigeria'),
  // The company's registered details printed on invoices (issue 23); the RC number is printed only when set.
  COMPANY_NAME: z.string().default('Eazy2con Technologies Ltd'),
  COMPANY_ADDRESS: z.string().default('12 Admiralty Way, Lekki Phase 1, Lagos, Nigeria'),
  COMPANY_RC_NUMBER: optionalString,
  SITE_PHONE: z.string().default('+234 803 000 0000'),
  SITE_EMAIL: z.email({ error: 'must be an email' }).default('hello@eazy2con.com'),
  SITE_BLOG_URL: z.url({ error: 'must be a URL' }).default('https://blog.eazy2con.com'),
  SITE_FACEBOOK_URL: z.url().default('https://www.facebook.com/eazy2con'),
  SITE_TWITTER_URL: z.url().default('https://x.com/eazy2con'),
  SITE_INSTAGRAM_URL: z.url().default('https://www.instagram.com/eazy2con'),
  SITE_LINKEDIN_URL: z.url().default('https://www.linkedin.com/company/eazy2con'),
  BANK_NAME: z.string().default('Guaranty Trust Bank'),
  BANK_ACCOUNT_NUMBER: z.string().default('0123456789'),
  BANK_ACCOUNT_NAME: z.string().default('Eazy2con Technologies Ltd'),
};
