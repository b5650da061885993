// The CSP nonce the dialogs' scroll lock needs, before any dialog can open.
import { adoptCspNonce } from './lib/csp-nonce';
// Then the session and the page's first reads, before the router starts loading the page.
import './start-early-requests';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ErrorBoundary } from './components/layout/error-boundary';
import { ErrorScreen } from './components/layout/error-screen';
import { Providers } from './providers';
import { createAppRouter } from './router';
import './index.css';

adoptCspNonce();

const root = document.getElementById('root');
if (!root) throw new Error('#root manquant');
// A public page comes prerendered by the build (build/prerender.ts): React takes over its HTML
// instead of painting it again.
const prerendered = root.hasChildNodes();
void createAppRouter(prerendered).then((router) => {
  const app = (
    <StrictMode>
      {/* Outside the router: a provider that throws still gets a French page, not a blank one. */}
      <ErrorBoundary fallback={(error) => <ErrorScreen error={error} />}>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </ErrorBoundary>
    </StrictMode>
  );
  // In a transition, React renders in slices of a few milliseconds and lets the browser answer in
  // between, instead of one long task that a phone's first tap waits behind.
  startTransition(() => {
    if (prerendered) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
});
