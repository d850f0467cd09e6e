import './families.graphql';
import './learner-space.graphql';
import './families.topics';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { passwordHashingFor } from '../accounts/password-hashing';
import type { ModuleManifest } from '../module-manifest';
import { FamiliesPersonalData } from './families-personal-data.repo';
import { registerFamiliesRoutes } from './families.routes';
import { FamiliesRepo } from './families.repo';
import { FamiliesService } from './families.service';
import { LearnerSpaceRepo } from './learner-space.repo';
import { LearnerSpaceService } from './learner-space.service';

declare module '../../graphql-core/context' {
  interface AppServices {
    families: FamiliesService;
    learnerSpace: LearnerSpaceService;
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
        now: () => c.clock.now(),
        codes: c.use('phoneConfirmation'),
        // Used only when a parent withdraws, by then the sessions module is built.
        eraseChildNotes: (tx, childId) => c.use('sessions').eraseChildNotes(tx, childId),
        mail: c.use('mail'),
        bus: c.bus,
      }),
    learnerSpace: (c) =>
      new LearnerSpaceService({
        repo: new LearnerSpaceRepo(c.db),
        reads: c.part('childReads'),
        now: () => c.clock.now(),
        limiter: c.use('rateLimits'),
        // The accounts' own hashing, so a code costs a guesser what a password does (cheaper only in API tests).
        hashing: passwordHashingFor(c.config.NODE_ENV) ?? { hash: hashPassword, verify: verifyPassword },
      }),
  },
  personalData: {
    families: (c) => new FamiliesPersonalData(c.db, (tx, childId) => c.use('sessions').eraseChildNotes(tx, childId)),
  },
  routes: (http, { services, viewerOf }) => registerFamiliesRoutes(http, { families: services.families, viewerOf }),
} satisfies ModuleManifest;
