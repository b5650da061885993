import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AuthContext, toAuthState, type SessionUser } from '@web/lib/auth';
import { readGuardOrigin } from './guard-origin';
import { RequireAuth } from './require-auth';

afterEach(cleanup);

const account: SessionUser = {
  id: 'u1',
  name: 'Camille',
  email: 'camille@exemple.fr',
  isAnonymous: false,
};
const visitor: SessionUser = {
  id: 'a1',
  name: 'Anonyme',
  email: 'temp@anon.fr',
  isAnonymous: true,
};

function Home() {
  const location = useLocation();
  return <p>Accueil, origine : {readGuardOrigin(location.state) ?? 'aucune'}</p>;
}

function renderAt(path: string, user: SessionUser | null, isPending = false) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Home /> },
      {
        element: <RequireAuth />,
        children: [{ path: '/contracts', element: <h1>Mes Contrats</h1> }],
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <AuthContext value={toAuthState(user, isPending, async () => undefined)}>
      <RouterProvider router={router} />
    </AuthContext>,
  );
}

describe('RequireAuth (docs/product.md §2 sign-in guard)', () => {
  it('shows a spinner while the session loads', () => {
    renderAt('/contracts', null, true);
    expect(screen.getByRole('status').textContent).toContain('Chargement…');
    expect(screen.queryByRole('heading', { name: 'Mes Contrats' })).toBeNull();
  });

  it('sends a signed-out visitor home, remembering the origin with its query', async () => {
    renderAt('/contracts?tri=recent#haut', null);
    expect(await screen.findByText('Accueil, origine : /contracts?tri=recent#haut')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Mes Contrats' })).toBeNull();
  });

  it('treats an anonymous session as a visitor', async () => {
    renderAt('/contracts', visitor);
    expect(await screen.findByText('Accueil, origine : /contracts')).toBeTruthy();
  });

  it('shows the page to a signed-in user', () => {
    renderAt('/contracts', account);
    expect(screen.getByRole('heading', { name: 'Mes Contrats' })).toBeTruthy();
  });
});

describe('readGuardOrigin', () => {
  it('accepts only paths of this app', () => {
    expect(readGuardOrigin({ from: { pathname: '/editor/abc', search: '?x=1' } })).toBe(
      '/editor/abc?x=1',
    );
    expect(readGuardOrigin({ from: { pathname: '//evil.example/' } })).toBeUndefined();
    expect(readGuardOrigin({ from: { pathname: 'https://evil.example/' } })).toBeUndefined();
    expect(readGuardOrigin(null)).toBeUndefined();
    expect(readGuardOrigin({ from: 'x' })).toBeUndefined();
  });
});
