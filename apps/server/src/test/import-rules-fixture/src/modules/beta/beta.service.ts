import { AlphaRepo } from '../alpha/alpha.repo';
import { alphaService } from '../alpha/alpha.service';

// Fixture for import-rules.test.ts: reaches into another module's repository (forbidden) beside its service (allowed).
export const betaService = { alpha: alphaService, sneaky: new AlphaRepo() };
