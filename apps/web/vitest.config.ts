import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Tests load Ant Design's CommonJS build (lib/), the app bundle its ES build (es/). The app's deep imports
    // (core/lazy-ant-app.tsx, app/ant-theme.tsx) must reach the same module instances as `antd` itself in each case.
    alias: [{ find: /^antd\/es\/(.*)$/, replacement: 'antd/lib/$1' }],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A page test walks a whole form flow in jsdom, and the first render of a file also warms up antd's CSS-in-JS:
    // on a busy two-core machine that passes 5 s (vitest's default) without anything being wrong.
    testTimeout: 15_000,
  },
});
