import { alphaTable } from '../alpha/alpha.schema';

// Fixture for import-rules.test.ts: a read model may read another module's table (no violation here) ...
export const betaFigures = { table: alphaTable };
