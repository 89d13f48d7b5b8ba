/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Port of the sandbox API that `npm run dev` proxies `/api` to (default 4010). */
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 4010);

export default defineConfig({
  plugins: [react()],
  root: 'src/client/app/web',
  publicDir: false,
  build: {
    outDir: '../../../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: `http://127.0.0.1:${sandboxPort}`, changeOrigin: false },
      '/sandbox': { target: `http://127.0.0.1:${sandboxPort}`, changeOrigin: false },
    },
  },
  test: {
    root: '.',
    globals: true,
    projects: [
      { extends: true, test: { name: 'unit', root: '.', include: ['tests/unit/**/*.test.ts?(x)'] } },
      { extends: true, test: { name: 'marbles', root: '.', include: ['tests/marbles/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'integration', root: '.', include: ['tests/integration/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          root: '.',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
