import './advisory.graphql';
import type { ModuleManifest } from '../module-manifest';
import { AdvisoryRetentionRepo } from './advisory-retention.repo';
import { AdvisoryRepo } from './advisory.repo';
import { AdvisoryService } from './advisory.service';
import { AdvisoryPersonalData } from './advisory-personal-data.repo';

declare module '../../graphql-core/context' {
  interface AppServices {
    advisory: AdvisoryService;
  }
}
declare module '../personal-data' {
  interface PersonalDataOwners {
    advisory: AdvisoryPersonalData;
  }
}

/** Advisory calls: booking, reminders' source and GraphQL (imported above). */
export const advisoryModule = {
  name: 'advisory',
  services: {
    advisory: (c) =>
      new AdvisoryService({
        repo: new AdvisoryRepo(c.db),
        now: () => c.clock.now(),
        mail: c.use('mail'),
        site: c.config.site,
        publicUrl: c.config.publicUrl,
        notifications: c.use('notifications'),
      }),
  },
  retention: { advisory: (db) => new AdvisoryRetentionRepo(db) },
  personalData: { advisory: (c) => new AdvisoryPersonalData(c.db) },
} satisfies ModuleManifest;
