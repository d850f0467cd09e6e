import { defineConfig } from 'vitest/config';

// The bench's own unit tests (pure helpers such as low-end-multiplier.ts): `npm test -w @eazy2con/bench`. The root
// config's projects do not list bench, so `npx vitest run` at the root does not run them.
export default defineConfig({ test: { name: 'bench', include: ['*.test.ts'] } });
