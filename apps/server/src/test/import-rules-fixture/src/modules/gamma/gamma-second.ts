import { first } from './gamma-first';

// Fixture for import-rules.test.ts: the other half of the circle.
export const second = [first];
