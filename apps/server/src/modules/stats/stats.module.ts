import './stats.graphql';
import type { ModuleManifest } from '../module-manifest';

/** The stats module's part of the app: its GraphQL types and fields (imported above). */
export const statsModule = { name: 'stats' } satisfies ModuleManifest;
