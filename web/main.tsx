// The CSP nonce the dialogs' scroll lock needs, before any dialog can open.
import { adoptCspNonce } from './lib/csp-nonce';
// Then the session and the page's first reads, before the router starts loading the page.
import './start-early-requests';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ErrorBoundary } from './components/layout/error-boundary';
import { ErrorScreen } from './components/layout/error-screen';
import { Providers } from './providers';
import { router } from './router';
import './index.css';

adoptCspNonce();

const root = document.getElementById('root');
if (!root) throw new Error('#root manquant');
createRoot(root).render(
  <StrictMode>
    {/* Outside the router: a provider that throws still gets a French page, not a blank one. */}
    <ErrorBoundary fallback={(error) => <ErrorScreen error={error} />}>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </ErrorBoundary>
  </StrictMode>,
);
