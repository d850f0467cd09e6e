import './mail.graphql';
import type { ModuleManifest } from '../module-manifest';

/** The mail module's part of the app: its GraphQL types and fields (imported above). */
export const mailModule = { name: 'mail' } satisfies ModuleManifest;
