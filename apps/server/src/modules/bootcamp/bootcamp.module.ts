import './bootcamp.graphql';
import type { ModuleManifest } from '../module-manifest';
import { BootcampRetentionRepo } from './bootcamp-retention.repo';
import { bootcampPayable } from './bootcamp.payable';
import { BootcampRepo } from './bootcamp.repo';
import { BootcampService } from './bootcamp.service';
import { BootcampPersonalData } from './bootcamp-personal-data.repo';

declare module '../../graphql-core/context' {
  interface AppServices {
    bootcamp: BootcampService;
  }
}
declare module '../personal-data' {
  interface PersonalDataOwners {
    bootcamp: BootcampPersonalData;
  }
}

/** The bootcamp: registrations, their payment and GraphQL (imported above). */
export const bootcampModule = {
  name: 'bootcamp',
  services: {
    bootcamp: (c) =>
      new BootcampService({
        repo: new BootcampRepo(c.db),
        mail: c.use('mail'),
        site: c.config.site,
        settings: c.config.bootcamp,
      }),
  },
  payable: { bootcamp: bootcampPayable },
  retention: { bootcamp: (db) => new BootcampRetentionRepo(db) },
  personalData: { bootcamp: (c) => new BootcampPersonalData(c.db) },
} satisfies ModuleManifest;
