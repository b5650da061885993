import { defineConfig } from 'tsup';

// The server and its PDF worker are bundled with core/ inlined; npm packages stay external.
export default defineConfig({
  entry: { main: 'server/main.ts', 'pdf-worker': 'server/render/pdf/worker.ts' },
  outDir: 'dist/server',
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  splitting: false,
  clean: true,
  sourcemap: true,
  shims: false,
});
