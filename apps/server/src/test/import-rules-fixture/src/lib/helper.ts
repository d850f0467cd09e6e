import { alphaService } from '../modules/alpha/alpha.service';

// Fixture for import-rules.test.ts: the foundation importing a module above it (forbidden).
export const helper = alphaService;
