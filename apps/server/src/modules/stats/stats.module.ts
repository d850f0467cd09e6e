import './stats.graphql';
import type { ModuleManifest } from '../module-manifest';
import { StatsService } from './stats.service';

declare module '../../graphql-core/context' {
  interface AppServices {
    stats: StatsService;
  }
}

/** The public figures, counted from the database (read-models/stats.repo.ts); its GraphQL is imported above. */
export const statsModule = {
  name: 'stats',
  services: { stats: (c) => new StatsService(c.part('statsReads'), c.config.STATS_FLOOR) },
} satisfies ModuleManifest;
