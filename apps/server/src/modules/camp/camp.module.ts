import './camp.graphql';
import type { ModuleManifest } from '../module-manifest';
import { CampRetentionRepo } from './camp-retention.repo';
import { campPayable } from './camp.payable';
import { CampRepo } from './camp.repo';
import { CampService } from './camp.service';
import { CampPersonalData } from './camp-personal-data.repo';

declare module '../../graphql-core/context' {
  interface AppServices {
    camp: CampService;
  }
}
declare module '../personal-data' {
  interface PersonalDataOwners {
    camp: CampPersonalData;
  }
}

/** The weekend coding camp: registrations, their payment and GraphQL (imported above). */
export const campModule = {
  name: 'camp',
  services: {
    camp: (c) =>
      new CampService({
        repo: new CampRepo(c.db),
        mail: c.use('mail'),
        site: c.config.site,
        notifications: c.use('notifications'),
        children: { bookableChild: (userId, childId, tx) => c.use('families').bookableChild(userId, childId, tx) },
      }),
  },
  payable: { camp: campPayable },
  retention: { camp: (db) => new CampRetentionRepo(db) },
  personalData: { camp: (c) => new CampPersonalData(c.db) },
} satisfies ModuleManifest;
