import './advisory.graphql';
import type { ModuleManifest } from '../module-manifest';

/** The advisory module's part of the app: its GraphQL types and fields (imported above). */
export const advisoryModule = { name: 'advisory' } satisfies ModuleManifest;
