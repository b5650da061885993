import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { PublicReleaseView } from '@core/releases/api';
import { createQueryClient } from '@web/lib/query-client';
import { ReleasePhonePage } from './phone-page';

const TOKEN = 'jeton-de-seance-0123456789abcdef';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const VIEW: PublicReleaseView = {
  title: 'Défilé Printemps',
  beneficiary: 'M. Hugo Bernard',
  lines: [
    { key: 'supports', label: 'Supports', value: 'Site internet', why: 'Article 9 du Code civil.' },
  ],
  closes_on: null,
  terms_sha256: 'a'.repeat(64),
  modelling: true,
  today: '2026-12-06',
};

function serve(join: Response) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      if (init.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return join;
      }
      return input.includes('/api/releases/public/') ? json(VIEW) : json({}, 404);
    }),
  );
  return sent;
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/seance/:token', element: <ReleasePhonePage /> }], {
    initialEntries: [`/seance/${TOKEN}`],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the séance’s phone page', () => {
  it('shows the terms with their « Pourquoi ? » note, and asks the parents and the authorisation of a minor of 15', async () => {
    serve(json({ signers: [] }, 201));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Défilé Printemps' })).toBeTruthy();
    expect(screen.getByText('Article 9 du Code civil.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: /Vos parents/ })).toBeNull();
    await userEvent.type(screen.getByLabelText(/Date de naissance/), '2011-03-02');
    const parents = screen.getByRole('group', { name: /Vos parents/ });
    expect(within(parents).getByText(/Vous signez aussi, pour donner votre avis/)).toBeTruthy();
    expect(within(parents).getByLabelText(/Adresse e-mail du parent 2/)).toBeTruthy();
    await userEvent.click(within(parents).getByLabelText(/Un seul parent/));
    expect(within(parents).queryByLabelText(/Adresse e-mail du parent 2/)).toBeNull();
    expect(screen.getByRole('group', { name: /Autorisation de l’enfant mannequin/ })).toBeTruthy();
  });

  it('puts the server’s refusals on their inputs, then says an e-mail is coming', async () => {
    const sent = serve(
      json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Les données envoyées sont invalides.',
            fields: [{ path: 'model.nom', message: 'Nom\u00a0: champ obligatoire.' }],
          },
        },
        400,
      ),
    );
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Recevoir le contrat à signer' }));
    const name = screen.getByLabelText(/^Nom/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(sent[0]).toEqual({ model: {} });
  });

  it('once joined, takes the phone to « Vous allez recevoir un e-mail », with each masked address', async () => {
    // jsdom lays nothing out and has no scrollIntoView: the scroll is only seen asked for.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    serve(
      json(
        {
          signers: [
            {
              name: 'Mme Claire Durand',
              role: 'parent1',
              roleLabel: 'Parent 1 de Zoé Durand, Modèle',
              email: 'cl•••@exemple.test',
            },
            {
              name: 'M. Marc Martin',
              role: 'parent2',
              roleLabel: 'Parent 2 de Zoé Durand, Modèle',
              email: 'ma•••@exemple.test',
            },
          ],
        },
        201,
      ),
    );
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Recevoir le contrat à signer' }));
    const heading = await screen.findByRole('heading', { name: 'Vous allez recevoir un e-mail' });
    expect(document.activeElement).toBe(heading);
    expect(scrolled).toHaveBeenCalled();
    // Each role as the contract names it: whose parent, and the party the child is.
    expect(
      screen.getByText(/Mme Claire Durand, Parent 1 de Zoé Durand, Modèle.: cl•••@exemple\.test/),
    ).toBeTruthy();
    expect(screen.getByText(/ma•••@exemple\.test/)).toBeTruthy();
  });
});
