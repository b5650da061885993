// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { emptyUserProfile } from '@core/answers/empty-records';
import { DASHBOARD_SAVE_MESSAGE } from '@core/rules/profile-selection';
import { AuthContext, toAuthState } from '@web/lib/auth';
import { createQueryClient } from '@web/lib/query-client';
import { DashboardPage } from './dashboard-page';

/** What GET /api/company-lookup/:siren answers. */
const LOOKED_UP = {
  nom: 'ATELIER DES LUCIOLES',
  forme_juridique: 'SAS',
  adresse: '12 BIS rue DES ACACIAS',
  code_postal: '69003',
  ville: 'LYON',
  representant_prenom: 'Claire Anne',
  representant_nom: 'MARTIN',
  qualite_representant: 'Président de SAS',
};

type Call = { method: string; url: string; body: unknown };
let calls: Call[] = [];
/** What GET /api/profile answers: a never-saved profile unless a test stores one. */
let storedProfile: ReturnType<typeof emptyUserProfile> = emptyUserProfile();

/** The network boundary only: GET answers a never-saved profile, POST echoes the save. */
function stubServer() {
  calls = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    if (url.startsWith('/api/company-lookup/')) {
      const company = { ...LOOKED_UP, siren: url.split('/').at(-1) };
      return new Response(JSON.stringify({ company }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    const answer =
      method === 'POST' ? { ...body, clients: [], version: 1 } : { ...storedProfile, version: 0 };
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <DashboardPage clientsPanel={<p>clients</p>} /> },
      { path: '/wizard', element: <p>Page du générateur</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthContext value={toAuthState(null, false, async () => undefined)}>
        <RouterProvider router={router} />
      </AuthContext>
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

beforeEach(() => {
  storedProfile = emptyUserProfile();
  stubServer();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const posts = () => calls.filter((c) => c.method === 'POST');

describe('DashboardPage', () => {
  it('confirms a configured profile in one tap, which opens the wizard at once, without saving', async () => {
    const empty = emptyUserProfile();
    storedProfile = {
      ...empty,
      selected_entity_type: 'physical_person',
      physical_person: {
        ...empty.physical_person,
        nom: 'Martin',
        prenom: 'Camille',
        is_configured: true,
      },
    };
    const { router, user } = renderAt('/dashboard?redirectTo=wizard');
    expect(
      await screen.findByText(/Votre profil est configuré.*Personne physique – Camille Martin/),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continuer avec ce profil' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wizard'));
    expect(router.state.location.search).toBe('?fromDashboard=true');
    // No save, so no « enregistré » pause: the 1.5 s timer is only set after a save.
    expect(posts()).toEqual([]);
  }, 20_000);

  it('offers no shortcut without a configured profile, nor outside the way to the wizard', async () => {
    renderAt('/dashboard?redirectTo=wizard');
    expect(await screen.findByText(/Étape préalable à votre contrat/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continuer avec ce profil' })).toBeNull();
    cleanup();
    const empty = emptyUserProfile();
    storedProfile = {
      ...empty,
      physical_person: { ...empty.physical_person, nom: 'Martin', is_configured: true },
    };
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeTruthy();
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Continuer avec ce profil' })).toBeNull();
  });

  it('refuses to save two nameless profiles, without calling the server', async () => {
    const { user } = renderAt('/dashboard');
    const save = await screen.findByRole('button', { name: 'Enregistrer mes informations' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    await user.click(save);
    expect((await screen.findByRole('alert')).textContent).toBe(DASHBOARD_SAVE_MESSAGE);
    expect(posts()).toEqual([]);
  });

  it('saves with the configured flags and version, then follows redirectTo after 1.5 s', async () => {
    const { user, router } = renderAt('/dashboard?redirectTo=wizard');
    const save = await screen.findByRole('button', { name: 'Enregistrer et continuer' });
    // Sent here by « Créer mon contrat »: the page says why.
    expect(screen.getByText(/Étape préalable à votre contrat/).textContent).toContain(
      'Enregistrer et continuer',
    );
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    await user.type(screen.getByLabelText('Nom'), 'Durand');
    await user.click(save);
    expect(
      (await screen.findByText('Vos informations ont été enregistrées avec succès.')).textContent,
    ).toBeTruthy();
    const sent = posts()[0]?.body as Record<string, { is_configured?: boolean }>;
    expect(sent.physical_person?.is_configured).toBe(true);
    expect(sent.legal_entity?.is_configured).toBe(false);
    expect(sent).toMatchObject({ version: 0, selected_entity_type: '' });
    expect('clients' in sent).toBe(false);
    expect(router.state.location.pathname).toBe('/dashboard');
    await screen.findByText('Page du générateur', {}, { timeout: 3000 });
    expect(router.state.location.search).toBe('?fromDashboard=true');
  });

  it('keeps what was typed before the stored profile arrived (a slow network)', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const { user } = renderAt('/dashboard');
    await user.type(screen.getByLabelText('Nom'), 'Durand');
    answer(
      new Response(JSON.stringify({ ...emptyUserProfile(), version: 0 }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    // Once the empty stored profile has been read (a few ticks), the field still holds the name.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((screen.getByLabelText('Nom') as HTMLInputElement).value).toBe('Durand');
  });

  it('resets after confirmation to the defaults and says so', async () => {
    const { user } = renderAt('/dashboard');
    await user.type(await screen.findByLabelText('Nom'), 'Martin');
    await user.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'Êtes-vous sûr de vouloir réinitialiser toutes les informations du formulaire\u202f?',
    );
    await user.click(
      screen.getAllByRole('button', { name: 'Réinitialiser' }).at(-1) as HTMLElement,
    );
    expect((screen.getByLabelText('Nom') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Nationalité') as HTMLInputElement).value).toBe('Française');
    expect(screen.getByText('Les informations ont été réinitialisées.')).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('fills the company’s empty fields from its SIREN, keeps what was typed, and saves them', async () => {
    const { user } = renderAt('/dashboard');
    await user.click(await screen.findByRole('radio', { name: 'Personne morale' }));
    await user.type(screen.getByLabelText('Ville'), 'Villeurbanne');
    await user.type(screen.getByLabelText('Numéro SIREN ou SIRET'), '732 829 320');
    await user.click(screen.getByRole('button', { name: 'Remplir depuis le SIREN' }));
    await screen.findByText('Informations de l’entreprise remplies.');
    expect(calls.some((c) => c.url === '/api/company-lookup/732829320')).toBe(true);
    expect((screen.getByLabelText('Dénomination sociale') as HTMLInputElement).value).toBe(
      'ATELIER DES LUCIOLES',
    );
    expect((screen.getByLabelText('Nom du représentant') as HTMLInputElement).value).toBe('MARTIN');
    expect((screen.getByLabelText('Ville') as HTMLInputElement).value).toBe('Villeurbanne');
    await user.click(screen.getByRole('button', { name: 'Enregistrer mes informations' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toMatchObject({
      legal_entity: { nom: 'ATELIER DES LUCIOLES', forme_juridique: 'SAS', ville: 'Villeurbanne' },
    });
  });
});
