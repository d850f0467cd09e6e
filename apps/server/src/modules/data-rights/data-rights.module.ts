import './data-rights.graphql';
import type { BuildContext, ModuleManifest } from '../module-manifest';
import { AccountDeletionService } from './account-deletion.service';
import { DATA_EXPORTS_EVERY_MS, DataExportsService } from './data-exports.service';
import { DataRightsRepo } from './data-rights.repo';
import { AllOwners } from './personal-data-owners';
import { registerDataRightsRoutes } from './data-rights.routes';

declare module '../../graphql-core/context' {
  interface AppServices {
    dataExports: DataExportsService;
    accountDeletion: AccountDeletionService;
  }
}

/** The job that builds the archives; a request makes it due at once (the person is waiting for the mail). */
const DATA_EXPORTS_JOB = 'data-rights.exports';

const repoOf = (c: BuildContext) => c.once(DataRightsRepo, () => new DataRightsRepo(c.db));
const ownersOf = (c: BuildContext) => c.once(AllOwners, () => new AllOwners(c.personalDataOwners()));

/**
 * A person's data rights (issue 35, decision 0043): "Download my data" (a request, the job that builds and mails the
 * archive, its download route) and "Delete my account" (a mailed code, then every module's erase in one
 * transaction). The modules' personal data comes from their manifests' `personalData` owners.
 */
export const dataRightsModule = {
  name: 'data-rights',
  services: {
    dataExports: (c) =>
      new DataExportsService({
        repo: repoOf(c),
        owners: ownersOf(c),
        files: c.part('privateFiles'),
        mail: c.use('mail'),
        publicUrl: c.config.publicUrl,
        log: c.log,
        buildSoon: () => c.runJobSoon(DATA_EXPORTS_JOB),
      }),
    accountDeletion: (c) => {
      const { codes, mail, limiter } = c.part('codeDeps');
      return new AccountDeletionService({
        repo: repoOf(c),
        owners: ownersOf(c),
        exports: c.use('dataExports'),
        codes,
        mail,
        limiter,
        bus: c.bus,
      });
    },
  },
  routes: (http, { services, viewerOf }) => registerDataRightsRoutes(http, { exports: services.dataExports, viewerOf }),
  jobs: ({ dataExports }) => [{ name: DATA_EXPORTS_JOB, everyMs: DATA_EXPORTS_EVERY_MS, run: () => dataExports.run() }],
} satisfies ModuleManifest;
