// Fixture for import-rules.test.ts: a module's table.
export const alphaTable = { name: 'alpha' };
