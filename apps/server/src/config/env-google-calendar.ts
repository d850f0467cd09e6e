import { z } from 'zod';
import { optionalString } from './env-parts';

/** Google's own endpoints (docs/google-calendar-contract.md). */
export const GOOGLE_ENDPOINTS = {
  authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  calendar: 'https://www.googleapis.com/calendar/v3',
} as const;
export type GoogleEndpoints = { [K in keyof typeof GOOGLE_ENDPOINTS]: string };

/**
 * Google's settings; part of env.ts's schema. The client id and secret are Google sign-in's (accounts/auth.ts) and the
 * Google Calendar connection's (issue 37). The three URLs point the connection at a local fake Google in tests and
 * development; production never reads them (googleEndpoints), so a setting can never send the mentors' tokens to
 * another host.
 */
export const googleEnvShape = {
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_OAUTH_URL: z.url({ error: 'must be a URL' }).optional(),
  GOOGLE_TOKEN_URL: z.url({ error: 'must be a URL' }).optional(),
  GOOGLE_CALENDAR_API_URL: z.url({ error: 'must be a URL' }).optional(),
};

interface GoogleEnv {
  isProduction: boolean;
  GOOGLE_OAUTH_URL?: string | undefined;
  GOOGLE_TOKEN_URL?: string | undefined;
  GOOGLE_CALENDAR_API_URL?: string | undefined;
}

/** Where the calendar connection talks to Google: Google itself in production, whatever the settings say. */
export function googleEndpoints(config: GoogleEnv): GoogleEndpoints {
  if (config.isProduction) return GOOGLE_ENDPOINTS;
  return {
    authorize: config.GOOGLE_OAUTH_URL ?? GOOGLE_ENDPOINTS.authorize,
    token: config.GOOGLE_TOKEN_URL ?? GOOGLE_ENDPOINTS.token,
    calendar: (config.GOOGLE_CALENDAR_API_URL ?? GOOGLE_ENDPOINTS.calendar).replace(/\/$/, ''),
  };
}
