import type { ModuleManifest } from '../module-manifest';
import { ORPHAN_SWEEP_INTERVAL_MS } from './files-sweep';
import { UPLOAD_PURGE_INTERVAL_MS, type FilesService } from './files.service';

/** Files: uploads never attached to anything are purged; stored files no upload row knows are swept. */
export const filesModule = {
  name: 'files',
  jobs: ({ files }: { files: FilesService }) => [
    { name: 'files.purge-unattached', everyMs: UPLOAD_PURGE_INTERVAL_MS, run: () => files.purgeUnattached() },
    { name: 'files.sweep-orphans', everyMs: ORPHAN_SWEEP_INTERVAL_MS, run: () => files.sweepOrphans() },
  ],
} satisfies ModuleManifest;
