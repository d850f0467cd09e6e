// Fixture for import-rules.test.ts (module loops): the bottom file of epsilon, which delta imports.
export const epsilonName = 'epsilon';
