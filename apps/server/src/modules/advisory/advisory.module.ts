import './advisory.graphql';
import type { ModuleManifest } from '../module-manifest';
import { AdvisoryRetentionRepo } from './advisory-retention.repo';
import { AdvisoryRepo } from './advisory.repo';
import { AdvisoryService } from './advisory.service';

declare module '../../graphql-core/context' {
  interface AppServices {
    advisory: AdvisoryService;
  }
}

/** Advisory calls: booking, reminders' source and GraphQL (imported above). */
export const advisoryModule = {
  name: 'advisory',
  services: {
    advisory: (c) =>
      new AdvisoryService({
        repo: new AdvisoryRepo(c.db),
        mail: c.use('mail'),
        site: c.config.site,
        publicUrl: c.config.publicUrl,
        notifications: c.use('notifications'),
      }),
  },
  retention: { advisory: (db) => new AdvisoryRetentionRepo(db) },
} satisfies ModuleManifest;
