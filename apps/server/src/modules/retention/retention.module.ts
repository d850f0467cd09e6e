import type { ModuleManifest } from '../module-manifest';
import { retentionIntervalMs } from './retention.policy';
import { RetentionService } from './retention.service';

declare module '../../graphql-core/context' {
  interface AppServices {
    retention: RetentionService;
  }
}

/** Retention: the purge of rows past their keeping time, each owner deleting its own (their manifests' `retention`). */
export const retentionModule = {
  name: 'retention',
  services: { retention: (c) => new RetentionService(c.retentionOwners(), c.log) },
  jobs: ({ retention }) => [{ name: 'retention.purge', everyMs: retentionIntervalMs, run: () => retention.purge() }],
} satisfies ModuleManifest;
