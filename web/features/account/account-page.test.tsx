// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ACCOUNT_DELETED_TEXT, useAccountDeletedNotice } from '@web/lib/account-deleted';
import { SESSION_QUERY_KEY } from '@web/lib/session';
import { AuthContext, toAuthState } from '@web/lib/auth';
import { createQueryClient } from '@web/lib/query-client';
import { exportFileName } from './account-api';
import { AccountPage } from './account-page';
import { deletionLinkSent } from './delete-account-dialog';
import { providerNames } from './provider-names';
import { emailLinkNotice } from '@web/lib/email-link-notice';

// better-auth's client keeps the `fetch` it finds when its module loads: the stub must be in
// place before the imports, and delegates to each test's server.
const network = vi.hoisted(() => {
  const state: { serve: typeof fetch } = {
    serve: () => Promise.reject(new Error('pas de serveur')),
  };
  globalThis.fetch = ((...args: Parameters<typeof fetch>) => state.serve(...args)) as typeof fetch;
  return state;
});

type Call = { method: string; path: string; body: unknown };
let calls: Call[] = [];

type Server = {
  verified?: boolean;
  accounts?: string[];
  /** DELETE /api/account's answer for a given body. */
  deletion?: (body: Record<string, unknown>) => { status: number; body: unknown };
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The network boundary: better-auth's endpoints and /api/account, as the server answers them. */
function stubServer({ verified = false, accounts = ['credential'], deletion }: Server = {}) {
  calls = [];
  network.serve = async (input: string | URL | Request, init: RequestInit = {}) => {
    // better-auth's client passes a URL object (jsdom's URL class is another one).
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, body });
    switch (url.pathname) {
      case '/api/auth/get-session':
        return json({
          session: { id: 's1', token: 't1' },
          user: {
            id: 'u1',
            name: 'Camille Martin',
            email: 'camille@exemple.fr',
            emailVerified: verified,
          },
        });
      case '/api/auth/list-accounts':
        return json(accounts.map((providerId) => ({ id: providerId, providerId })));
      case '/api/auth-providers':
        return json({ providers: [{ id: 'google', label: 'Google' }] });
      case '/api/auth/list-sessions': {
        const now = new Date().toISOString();
        return json([
          {
            id: 's1',
            createdAt: now,
            updatedAt: now,
            expiresAt: now,
            userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36',
          },
          {
            id: 's2',
            createdAt: now,
            updatedAt: now,
            expiresAt: now,
            userAgent:
              'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148 Safari/604.1',
          },
        ]);
      }
      case '/api/account': {
        const answer = deletion?.(body) ?? { status: 200, body: { status: 'deleted' } };
        return json(answer.body, answer.status);
      }
      default:
        return json({ status: true });
    }
  };
}

function Home() {
  const notice = useAccountDeletedNotice();
  return <p>{notice.shown ? ACCOUNT_DELETED_TEXT : 'Accueil'}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/compte', element: <AccountPage /> },
      { path: '/', element: <Home /> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient();
  const user = { id: 'u1', name: 'Camille Martin', email: 'camille@exemple.fr' };
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext value={toAuthState(user, false, async () => undefined)}>
        <RouterProvider router={router} />
      </AuthContext>
    </QueryClientProvider>,
  );
  return { router, queryClient, user: userEvent.setup() };
}

const sent = (path: string) => calls.filter((c) => c.path === path && c.method !== 'GET');

beforeEach(() => stubServer());
afterEach(cleanup);

describe('AccountPage', () => {
  it('shows the five sections, an unconfirmed address and sends the confirmation again', async () => {
    const { user } = renderAt('/compte');
    await screen.findByRole('heading', { level: 1, name: 'Mon compte' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Identité',
      'Mot de passe',
      'Appareils connectés',
      'Mes données',
      'Supprimer mon compte',
    ]);
    expect(screen.getByText('Adresse non confirmée')).toBeTruthy();
    expect(screen.getByText(/Votre compte fonctionne normalement en attendant/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Renvoyer l’e-mail de confirmation' }));
    await screen.findByText(/Un e-mail de confirmation a été envoyé à camille@exemple\.fr/);
    expect(sent('/api/auth/send-verification-email')[0]?.body).toEqual({
      email: 'camille@exemple.fr',
      callbackURL: '/compte?email=verifie',
    });
  });

  it('lists the devices, this one first and marked, in French words', async () => {
    renderAt('/compte');
    const items = await screen.findAllByText(/ sur /);
    expect(items.map((item) => item.textContent)).toEqual([
      'Chrome sur LinuxCet appareil',
      'Safari sur iPhone',
    ]);
    expect(screen.getAllByText(/^Dernière activité : /)).toHaveLength(2);
  });

  it('says a confirmed address, and the message of the link that brought the person back', async () => {
    stubServer({ verified: true });
    const { router } = renderAt('/compte?email=verifie');
    await screen.findByText('Votre adresse e-mail est confirmée.');
    expect(screen.getByText('Adresse confirmée')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByText('Votre adresse e-mail est confirmée.')).toBeTruthy();
  });

  it('sends a new address for confirmation and says where the link went', async () => {
    const { user } = renderAt('/compte');
    await user.type(await screen.findByLabelText('Nouvelle adresse e-mail'), 'nouvelle@exemple.fr');
    await user.click(screen.getByRole('button', { name: 'Changer d’adresse e-mail' }));
    await screen.findByText(/Un lien de confirmation a été envoyé à nouvelle@exemple\.fr/);
    expect(sent('/api/auth/change-email')[0]?.body).toEqual({
      newEmail: 'nouvelle@exemple.fr',
      callbackURL: '/compte?email=modifie',
    });
  });

  it('refuses a wrong password on its field, then deletes and goes home with the news', async () => {
    stubServer({
      deletion: (body) =>
        body.password === 'le-bon-mot-de-passe'
          ? { status: 200, body: { status: 'deleted' } }
          : {
              status: 403,
              body: { error: { code: 'WRONG_PASSWORD', message: 'Mot de passe incorrect.' } },
            },
    });
    const { user, router, queryClient } = renderAt('/compte');
    queryClient.setQueryData(SESSION_QUERY_KEY, { id: 'u1' });
    const opener = await screen.findByRole('button', { name: 'Supprimer mon compte' });
    await user.click(opener);
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer votre compte' });
    // What is kept is said before anything goes: the section, and the dialog itself (LEGAL J21).
    expect(
      screen.getByText(/Clausier garde cinq ans après la signature l’empreinte du PDF scellé/),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(/gardée cinq ans, sous pseudonyme, pour les autres signataires/),
    ).toBeTruthy();
    const password = within(dialog).getByLabelText('Mot de passe');
    expect(document.activeElement).toBe(password);
    await user.type(password, 'mauvais');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    await within(dialog).findByText('Mot de passe incorrect.');
    expect(password.getAttribute('aria-invalid')).toBe('true');

    // Escape closes it and focus goes back to the button that opened it.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(opener);

    await user.click(opener);
    const again = await screen.findByRole('alertdialog');
    await user.type(within(again).getByLabelText('Mot de passe'), 'le-bon-mot-de-passe');
    await user.click(within(again).getByRole('button', { name: 'Supprimer définitivement' }));
    await screen.findByText(ACCOUNT_DELETED_TEXT);
    expect(router.state.location.pathname).toBe('/');
    // Home forgets the session, and drops the news from the history entry (a reload says nothing).
    await waitFor(() => expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeNull());
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(screen.getByText(ACCOUNT_DELETED_TEXT)).toBeTruthy();
    expect(sent('/api/account').map((c) => c.body)).toEqual([
      { password: 'mauvais' },
      { password: 'le-bon-mot-de-passe' },
    ]);
  });

  it('an account without a password: no password form, and the deletion goes by e-mail', async () => {
    stubServer({
      accounts: ['google'],
      deletion: () => ({ status: 202, body: { status: 'confirmation-sent' } }),
    });
    const { user } = renderAt('/compte');
    await screen.findByText(/Vous vous connectez avec Google/);
    expect(screen.queryByLabelText('Mot de passe actuel')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).queryByLabelText('Mot de passe')).toBeNull();
    await user.click(
      within(dialog).getByRole('button', { name: 'Recevoir le lien de suppression' }),
    );
    const status = await within(dialog).findByText(/Un e-mail vient d’être envoyé/);
    expect(status.textContent).toBe(deletionLinkSent('camille@exemple.fr'));
    expect(sent('/api/account')[0]?.body).toEqual({});
  });

  it('opened from the e-mailed link, asks once more and sends the token', async () => {
    stubServer({ accounts: ['github'] });
    const { user, router } = renderAt('/compte?supprimer=jeton-123');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Supprimer définitivement votre compte\u202f?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    await screen.findByText(ACCOUNT_DELETED_TEXT);
    expect(router.state.location.pathname).toBe('/');
    expect(sent('/api/account')[0]?.body).toEqual({ token: 'jeton-123' });
  });

  it('cancelling the e-mailed link’s dialog drops the token from the address', async () => {
    stubServer({ accounts: ['github'] });
    const { user, router } = renderAt('/compte?supprimer=jeton-123');
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(sent('/api/account')).toEqual([]);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Supprimer mon compte' }),
      ),
    );
  });
});

describe('helpers', () => {
  it('says a confirmed address only when better-auth reported no error', () => {
    expect(emailLinkNotice('verifie', null)).toEqual({
      tone: 'success',
      text: 'Votre adresse e-mail est confirmée.',
    });
    expect(emailLinkNotice('modifie', null)?.text).toBe(
      'Votre nouvelle adresse e-mail est confirmée.',
    );
    expect(emailLinkNotice('verifie', 'token_expired')).toEqual({
      tone: 'error',
      text: 'L’adresse n’a pas été confirmée\u00a0: Le lien ou le jeton a expiré. Vous pouvez demander un nouveau lien depuis cette page.',
    });
    expect(emailLinkNotice('autre', null)).toBeNull();
    expect(emailLinkNotice(null, 'INVALID_TOKEN')).toBeNull();
  });

  it('names the providers as people know them', () => {
    expect(providerNames(['Google'])).toBe('Google');
    expect(providerNames(['Google', 'GitHub'])).toBe('Google ou GitHub');
    expect(providerNames([])).toBe('votre fournisseur d’identité');
  });

  it('reads the export file name from Content-Disposition', () => {
    expect(exportFileName('attachment; filename="clausier-mes-donnees-2026-11-24.json"')).toBe(
      'clausier-mes-donnees-2026-11-24.json',
    );
    expect(exportFileName(null, new Date('2026-11-24T10:00:00Z'))).toBe(
      'clausier-mes-donnees-2026-11-24.json',
    );
  });
});
