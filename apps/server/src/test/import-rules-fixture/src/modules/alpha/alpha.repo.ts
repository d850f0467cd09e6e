import { alphaTable } from './alpha.schema';

// Fixture for import-rules.test.ts: the only code that may touch alphaTable.
export class AlphaRepo {
  readonly table = alphaTable;
}
