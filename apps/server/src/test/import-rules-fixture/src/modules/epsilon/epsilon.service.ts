import type { deltaService } from '../delta/delta.service';

// Fixture for import-rules.test.ts (module loops): a type-only import back into delta is enough to close the module loop.
export type EpsilonDeps = { delta: typeof deltaService };
