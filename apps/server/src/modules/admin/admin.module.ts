import './admin.graphql';
import type { ModuleManifest } from '../module-manifest';

/** The admin module's part of the app: its GraphQL types and fields (imported above). */
export const adminModule = { name: 'admin' } satisfies ModuleManifest;
