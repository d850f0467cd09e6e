import './site.graphql';
import type { ModuleManifest } from '../module-manifest';

/** The site module's part of the app: its GraphQL types and fields (imported above). */
export const siteModule = { name: 'site' } satisfies ModuleManifest;
