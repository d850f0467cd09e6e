import './courses.graphql';
import './course-editing.graphql';
import type { ModuleManifest } from '../module-manifest';

/** The courses module's part of the app: its GraphQL types and fields (imported above). */
export const coursesModule = { name: 'courses' } satisfies ModuleManifest;
