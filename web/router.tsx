import { createBrowserRouter } from 'react-router';

// Every route of SPEC §2, each lazily loaded so the entry chunk stays small (DESIGN §7).
// The layout, sign-in guard and providers are added by the web shell.
export const router = createBrowserRouter([
  { path: '/', lazy: () => import('./routes/home') },
  { path: '/wizard', lazy: () => import('./routes/wizard') },
  { path: '/wizard/finalize/:contractId', lazy: () => import('./routes/finalize') },
  { path: '/dashboard', lazy: () => import('./routes/dashboard') },
  { path: '/contracts', lazy: () => import('./routes/contracts') },
  { path: '/editor/:contractId', lazy: () => import('./routes/editor') },
  { path: '/about', lazy: () => import('./routes/about') },
  { path: '/legal', lazy: () => import('./routes/legal') },
  { path: '/versions', lazy: () => import('./routes/versions') },
  { path: '/plan-site', lazy: () => import('./routes/plan-site') },
]);
