import './webinar.graphql';
import type { ModuleManifest } from '../module-manifest';

/** The webinar module's part of the app: its GraphQL types and fields (imported above). */
export const webinarModule = { name: 'webinar' } satisfies ModuleManifest;
