import './families.graphql';
import type { ModuleManifest } from '../module-manifest';
import { FamiliesPersonalData } from './families-personal-data.repo';
import { registerFamiliesRoutes } from './families.routes';
import { FamiliesRepo } from './families.repo';
import { FamiliesService } from './families.service';

declare module '../../graphql-core/context' {
  interface AppServices {
    families: FamiliesService;
  }
}
declare module '../personal-data' {
  interface PersonalDataOwners {
    families: FamiliesPersonalData;
  }
}

/** Families: parents' child profiles on recorded consent, what a parent sees of a child, the admins' record. */
export const familiesModule = {
  name: 'families',
  services: {
    families: (c) =>
      new FamiliesService({
        repo: new FamiliesRepo(c.db),
        reads: c.part('childReads'),
        codes: c.use('phoneConfirmation'),
        // Used only when a parent withdraws, by then the sessions module is built.
        eraseChildNotes: (tx, childId) => c.use('sessions').eraseChildNotes(tx, childId),
      }),
  },
  personalData: {
    families: (c) => new FamiliesPersonalData(c.db, (tx, childId) => c.use('sessions').eraseChildNotes(tx, childId)),
  },
  routes: (http, { services, viewerOf }) => registerFamiliesRoutes(http, { families: services.families, viewerOf }),
} satisfies ModuleManifest;
