import { AlphaRepo } from './alpha.repo';

// Fixture for import-rules.test.ts: what other modules may call.
export const alphaService = { repo: new AlphaRepo() };
