import './catalogue.graphql';
import type { ModuleManifest } from '../module-manifest';

/** The catalogue module's part of the app: its GraphQL types and fields (imported above). */
export const catalogueModule = { name: 'catalogue' } satisfies ModuleManifest;
