import { epsilonName } from '../epsilon/epsilon-name';

// Fixture for import-rules.test.ts (module loops): delta uses epsilon's service file, and epsilon's other file uses delta (a loop
// between the two modules, though no file imports itself back, so dependency-cruiser's no-circular is silent).
export const deltaService = { name: () => `delta of ${epsilonName}` };
