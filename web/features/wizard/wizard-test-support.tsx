import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AuthContext, toAuthState } from '@web/lib/auth';
import { createQueryClient } from '@web/lib/query-client';
import { SignInModalProvider } from '@web/lib/sign-in-modal';
import type { StepNumber } from '@core/fields/types';
import { WizardPage } from './wizard-page';

/**
 * The wizard's server for component tests: `profile()` for the assignee's profile, an empty JSON
 * object for any other call (the answers themselves live in session storage).
 */
export function serveProfile(profile: () => unknown) {
  vi.stubGlobal('fetch', async (url: string) => {
    const body = url.startsWith('/api/user-profile') ? profile() : {};
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

/** The real wizard page at `path` (entered from the dashboard, as the spec's rule wants), signed out. */
export function renderWizard(path: string, initialStep?: StepNumber) {
  return renderSignedOut(
    [
      { path: '/dashboard', element: <p>Tableau de bord</p> },
      { path: '/wizard', element: <WizardPage initialStep={initialStep} /> },
    ],
    ['/dashboard', path],
  );
}

/** These routes in the app's providers, signed out, at the last of `entries`; the router. */
export function renderSignedOut(routes: RouteObject[], entries: string[]) {
  const router = createMemoryRouter(routes, {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthContext value={toAuthState(null, false, async () => undefined)}>
        <SignInModalProvider>
          <RouterProvider router={router} />
        </SignInModalProvider>
      </AuthContext>
    </QueryClientProvider>,
  );
  return router;
}
