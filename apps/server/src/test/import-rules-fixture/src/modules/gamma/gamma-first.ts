import { second } from './gamma-second';

// Fixture for import-rules.test.ts: one half of a circle (forbidden).
export const first = (): string => `first ${second.length}`;
