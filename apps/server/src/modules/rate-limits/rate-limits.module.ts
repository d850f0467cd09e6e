import type { ModuleManifest } from '../module-manifest';
import { RateLimitRepo } from './rate-limits.repo';
import { RateLimitService } from './rate-limits.service';

declare module '../../graphql-core/context' {
  interface AppServices {
    rateLimits: RateLimitService;
  }
}

/** Rate limits: the sliding windows every form and sign-in counts against. */
export const rateLimitsModule = {
  name: 'rate-limits',
  services: {
    rateLimits: (c) => new RateLimitService(new RateLimitRepo(c.db), { scale: c.config.RATE_LIMIT_SCALE, log: c.log }),
  },
} satisfies ModuleManifest;
