import { defineConfig } from 'tsup';

// The server and its render process (PDF and Word) are bundled with core/ inlined; npm packages stay external.
export default defineConfig({
  entry: {
    main: 'server/main.ts',
    'render-child': 'server/render/render-child.ts',
    'verify-child': 'server/seal/verify-child.ts',
  },
  outDir: 'dist/server',
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  splitting: false,
  clean: true,
  sourcemap: true,
  shims: false,
});
