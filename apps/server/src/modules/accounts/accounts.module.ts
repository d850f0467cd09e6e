import './accounts.graphql';
import type { ModuleManifest } from '../module-manifest';

/** The accounts module's part of the app: its GraphQL types and fields (imported above). */
export const accountsModule = { name: 'accounts' } satisfies ModuleManifest;
