import type { ModuleManifest } from '../module-manifest';
import { retentionIntervalMs } from './retention.policy';
import type { RetentionService } from './retention.service';

/** Retention: the purge of rows past their keeping time, each owner deleting its own (retention-owners.ts). */
export const retentionModule = {
  name: 'retention',
  jobs: ({ retention }: { retention: RetentionService }) => [
    { name: 'retention.purge', everyMs: retentionIntervalMs, run: () => retention.purge() },
  ],
} satisfies ModuleManifest;
