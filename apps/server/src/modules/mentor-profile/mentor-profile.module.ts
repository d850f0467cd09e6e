import './profile.graphql';
import type { ModuleManifest } from '../module-manifest';

/** The mentor-profile module's part of the app: its GraphQL types and fields (imported above). */
export const mentorProfileModule = { name: 'mentor-profile' } satisfies ModuleManifest;
