import './camp.graphql';
import type { ModuleManifest } from '../module-manifest';

/** The camp module's part of the app: its GraphQL types and fields (imported above). */
export const campModule = { name: 'camp' } satisfies ModuleManifest;
