import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/playground',
    emptyOutDir: true,
  },
  test: {
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'kit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'properties/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['properties/fastCheckSetup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'playground',
          environment: 'jsdom',
          include: ['playground/**/*.test.ts', 'playground/**/*.test.tsx'],
          exclude: ['playground/e2e/**'],
          setupFiles: ['playground/testSetup.ts'],
        },
      },
    ],
  },
});
