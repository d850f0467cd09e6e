import './mentors.graphql';
import './mentor-reviews.graphql';
import type { ModuleManifest } from '../module-manifest';

/** The mentors module's part of the app: its GraphQL types and fields (imported above). */
export const mentorsModule = { name: 'mentors' } satisfies ModuleManifest;
