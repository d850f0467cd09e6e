import { trustedOrigins } from '../../lib/site-origins';
import type { ModuleManifest } from '../module-manifest';
import { createFileStore } from './file-store.factory';
import { ORPHAN_SWEEP_INTERVAL_MS } from './files-sweep';
import { FilesRepo } from './files.repo';
import { registerFilesRoutes } from './files.routes';
import { FilesService, UPLOAD_PURGE_INTERVAL_MS } from './files.service';
import { createPrivateFiles, type PrivateFiles } from './private-files';
import { FilesPersonalData } from './files-personal-data.repo';

declare module '../../graphql-core/context' {
  interface AppServices {
    files: FilesService;
  }
}
declare module '../personal-data' {
  interface PersonalDataOwners {
    files: FilesPersonalData;
  }
}
declare module '../module-manifest' {
  interface ModuleParts {
    /** Files made for one person and served only by a route that checks who asks (a data archive). */
    privateFiles: PrivateFiles;
  }
}

/** Files: uploads, and the jobs that purge uploads never attached and sweep stored files no upload row knows. */
export const filesModule = {
  name: 'files',
  services: {
    files: (c) => new FilesService({ repo: new FilesRepo(c.db), store: createFileStore(c.config), log: c.log }),
  },
  parts: { privateFiles: (c) => createPrivateFiles(c.config) },
  routes: (http, { services, config, viewerOf }) =>
    registerFilesRoutes(http, {
      files: services.files,
      viewerOf,
      trustedOrigins: trustedOrigins(config),
      rateLimits: services.rateLimits,
    }),
  jobs: ({ files }) => [
    { name: 'files.purge-unattached', everyMs: UPLOAD_PURGE_INTERVAL_MS, run: () => files.purgeUnattached() },
    { name: 'files.sweep-orphans', everyMs: ORPHAN_SWEEP_INTERVAL_MS, run: () => files.sweepOrphans() },
  ],
  personalData: { files: (c) => new FilesPersonalData(c.db, () => c.personalDataOwners()) },
} satisfies ModuleManifest;
