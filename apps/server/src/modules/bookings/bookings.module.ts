import './mentor-bookings.graphql';
import type { ModuleManifest } from '../module-manifest';

/** The bookings module's part of the app: its GraphQL types and fields (imported above). */
export const bookingsModule = { name: 'bookings' } satisfies ModuleManifest;
