import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/playground',
    emptyOutDir: true,
  },
  server: {
    open: false,
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'properties/**/*.test.ts', 'playground/**/*.test.ts', 'playground/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
