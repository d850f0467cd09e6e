import './bootcamp.graphql';
import type { ModuleManifest } from '../module-manifest';

/** The bootcamp module's part of the app: its GraphQL types and fields (imported above). */
export const bootcampModule = { name: 'bootcamp' } satisfies ModuleManifest;
