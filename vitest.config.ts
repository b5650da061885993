import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { reactToPreact } from './react-alias.ts';

const alias = { '@core': fileURLToPath(new URL('./core', import.meta.url)) };

// Two projects: pure/server code runs in Node, React components in jsdom.
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
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        // Components are tested on Preact, as the build ships them (react-alias.ts). Libraries are
        // inlined (run through Vite) so their `react` imports take the alias too.
        resolve: {
          // ES builds, as the browser build takes them: a CommonJS one (React Router's,
          // react-remove-scroll's) would require the real react past the alias.
          conditions: ['module', 'browser', 'development|production'],
          mainFields: ['browser', 'module', 'jsnext:main', 'jsnext', 'main'],
          alias: [
            { find: '@core', replacement: alias['@core'] },
            ...reactToPreact,
            // Its CommonJS build would require the real react-dom; the ES build takes the alias.
            {
              find: /^@testing-library\/react$/,
              replacement: fileURLToPath(
                new URL(
                  './node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
                  import.meta.url,
                ),
              ),
            },
          ],
        },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          server: { deps: { inline: true } },
          // What web/main.tsx installs before rendering, and the tests' wait (web/test-setup.ts).
          setupFiles: ['web/lib/auto-focus.ts', 'web/test-setup.ts'],
        },
      },
    ],
  },
});
