import { defineConfig } from 'vitest/config';

// The bench's own unit tests (pure helpers such as low-end-multiplier.ts); a project of the root config, so the
// README's test command runs them.
export default defineConfig({ test: { name: 'bench', include: ['*.test.ts'] } });
