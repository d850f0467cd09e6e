import './dashboard.graphql';
import type { ModuleManifest } from '../module-manifest';

/** The mentor-dashboard module's part of the app: its GraphQL types and fields (imported above). */
export const mentorDashboardModule = { name: 'mentor-dashboard' } satisfies ModuleManifest;
