import { betaFigures } from '../read-models/beta-figures';

// Fixture for import-rules.test.ts: ... but a module must not import the read model back (forbidden).
export const figures = betaFigures;
