import { readdirSync, readFileSync } from 'node:fs';
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

/**
 * The web tests that replace a module (`vi.mock`) or set something up before the modules load
 * (`vi.hoisted`: a `fetch` that better-auth's client keeps from its first import): a module graph
 * shared by the files of a worker may already hold the real module, loaded by whichever file came
 * first, so these run in a module graph of their own.
 */
const WEB_MODULE_MOCKS = readdirSync('web', { recursive: true, encoding: 'utf8' })
  .filter((path) => /\.test\.tsx?$/.test(path))
  .map((path) => `web/${path}`)
  .filter((path) => /vi\.(mock|hoisted)\(/.test(readFileSync(path, 'utf8')));

/**
 * Vitest's default on a two-core machine is one worker (cores − 1), which left a core idle for
 * most of the unit phase: two, as many as the CI machine has.
 */
const maxWorkers = 2;

const webProject = {
  plugins: [react()],
  resolve: { alias },
};
const webTest = {
  environment: 'jsdom' as const,
  // The tests' wait, jsdom's missing pieces and the DOM emptied after each test (web/test-setup.ts).
  setupFiles: ['web/test-setup.ts'],
};

// Pure/server code runs in Node, React components in jsdom; a web test that needs no DOM says
// `// @vitest-environment node` on its first line and skips jsdom's start-up.
export default defineConfig({
  resolve: { alias },
  test: {
    maxWorkers,
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
        ...webProject,
        test: {
          ...webTest,
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...WEB_MODULE_MOCKS],
          // One module graph per worker, as for the node project: React, Radix and the registry
          // were imported again for each of 84 files (141 s against 35 s). The tests stub globals
          // and restore them, and the DOM is emptied after each test.
          isolate: false,
        },
      },
      {
        ...webProject,
        test: { ...webTest, name: 'web-mocks', include: WEB_MODULE_MOCKS },
      },
    ],
  },
});
