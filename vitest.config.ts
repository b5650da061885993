import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

/** The tsconfig's path aliases (tsconfig.base.json). */
const alias = {
  '@core': fileURLToPath(new URL('./core', import.meta.url)),
  '@server': fileURLToPath(new URL('./server', import.meta.url)),
  '@web': fileURLToPath(new URL('./web', import.meta.url)),
};

/**
 * The suites that take minutes each (hostile input on every route, a server killed mid-burst,
 * two instances behind HAProxy): `npm run test:slow`, which `npm test` runs beside Playwright.
 */
const SLOW_TESTS = [
  'server/routes/fuzz.test.ts',
  'server/auth/auth-bridge-fuzz.test.ts',
  'server/db/crash.test.ts',
  'server/scale/cluster.test.ts',
  // A real contract rendered (the Typst pool starts), sealed at B-LTA and verified: ~20 s.
  'server/seal/seal-long-term-contract.test.ts',
];

const serverTimeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

// Pure/server code runs in Node, React components in jsdom; a web test that needs no DOM says
// `// @vitest-environment node` on its first line and skips jsdom's start-up.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'core/**/*.test.ts',
            'server/**/*.test.ts',
            'eslint-rules/**/*.test.ts',
            'build/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...SLOW_TESTS],
          // One module graph for all the files of a worker: each server file imported Fastify,
          // better-auth and the app again (115 s of a 405 s run). These tests mock no module
          // and each builds its own app and database, so nothing they share is test state.
          isolate: false,
          ...serverTimeouts,
        },
      },
      {
        resolve: { alias },
        test: { name: 'slow', environment: 'node', include: SLOW_TESTS, ...serverTimeouts },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          // The tests' wait and jsdom's missing pieces (web/test-setup.ts).
          setupFiles: ['web/test-setup.ts'],
        },
      },
    ],
  },
});
