import type { Alias } from 'vite';

/**
 * The browser app runs on Preact 11 through `preact/compat` (docs/design.md §7: `/` loads
 * ≤ 100 KB of gzipped JavaScript; react + react-dom + scheduler weighed 67.4 KB of it, Preact
 * with compat 10.0 KB).
 * The code and its libraries (Radix UI, TipTap, React Router, TanStack Query, react-hook-form)
 * still import `react`: these aliases point every such import at Preact, in the Vite build and in
 * the web unit tests alike. Types stay React's (@types/react). Exact names only, so `react-router`
 * or `react-hook-form` are not caught.
 */
export const reactToPreact: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
