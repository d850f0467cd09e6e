import type { createAuthMiddleware } from 'better-auth/api';

/** What a Better Auth hook receives (Better Auth exports no name for it). */
export type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
