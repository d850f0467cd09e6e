import { trustedOrigins } from '../../lib/site-origins';
import type { ModuleManifest } from '../module-manifest';
import { createFileStore } from './file-store.factory';
import { ORPHAN_SWEEP_INTERVAL_MS } from './files-sweep';
import { FilesRepo } from './files.repo';
import { registerFilesRoutes } from './files.routes';
import { FilesService, UPLOAD_PURGE_INTERVAL_MS } from './files.service';

declare module '../../graphql-core/context' {
  interface AppServices {
    files: FilesService;
  }
}

/** Files: uploads, and the jobs that purge uploads never attached and sweep stored files no upload row knows. */
export const filesModule = {
  name: 'files',
  services: {
    files: (c) => new FilesService({ repo: new FilesRepo(c.db), store: createFileStore(c.config), log: c.log }),
  },
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
} satisfies ModuleManifest;
