import { betaService } from '../modules/beta/beta.service';

// Fixture for import-rules.test.ts: the assembly may import every module (allowed).
export const schemaName = `schema of ${Object.keys(betaService).length}`;
