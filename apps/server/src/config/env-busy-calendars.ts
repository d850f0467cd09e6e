import { z } from 'zod';

/** The busy-calendar import's settings (issue 37); part of env.ts's schema. */
export const busyCalendarEnvShape = {
  // Hosts a pasted calendar address may name although they are loopback or private, and over plain http: a comma
  // separated list of names or IP addresses as written in the address (e.g. 127.0.0.1,localhost). For tests and
  // development only, where the calendar is a local server; refused in production (the SSRF rules of decision
  // "busy calendars" always hold there).
  BUSY_CALENDAR_ALLOW_HOSTS: z
    .string()
    .trim()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((h) =>
          h
            .trim()
            .toLowerCase()
            .replace(/^\[(.*)\]$/, '$1'),
        )
        .filter(Boolean),
    ),
  // How long one fetch of a calendar may take in all (DNS, connect, redirects, body) before it counts as failed.
  BUSY_CALENDAR_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(50, 'must be between 50 and 60000')
    .max(60_000, 'must be between 50 and 60000')
    .default(10_000),
};

/** The allow-list is a test setting: in production a calendar fetch never reaches a private or loopback address. */
export function busyCalendarIssues(env: {
  NODE_ENV: string;
  BUSY_CALENDAR_ALLOW_HOSTS: string[];
}): { path: string[]; message: string }[] {
  if (env.NODE_ENV !== 'production' || env.BUSY_CALENDAR_ALLOW_HOSTS.length === 0) return [];
  return [
    {
      path: ['BUSY_CALENDAR_ALLOW_HOSTS'],
      message: 'must be empty in production: it lets pasted calendar addresses reach private and local hosts',
    },
  ];
}
