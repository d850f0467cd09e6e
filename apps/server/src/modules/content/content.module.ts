import './content.graphql';
import type { ModuleManifest } from '../module-manifest';

/** The content module's part of the app: its GraphQL types and fields (imported above). */
export const contentModule = { name: 'content' } satisfies ModuleManifest;
