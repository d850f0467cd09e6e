import { schemaName } from '../../graphql/schema';

// Fixture for import-rules.test.ts: a module importing the GraphQL assembly above it (forbidden).
export const upward = schemaName;
