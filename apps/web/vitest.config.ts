import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts so tests do not run the PWA and Tailwind plugins.
export default defineConfig({
  resolve: { conditions: ['source'] },
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // A test's first render imports its screen's lazy chunk (the scanner, core and zod); on a loaded
    // 2-core CI machine that alone has taken over 5 s.
    testTimeout: 20_000,
  },
});
