import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { authErrorMessage } from '@core/schemas/auth-messages';
import { AuthContext, toAuthState } from '@web/lib/auth';
import { createQueryClient } from '@web/lib/query-client';
import { SigningChecklistPanel } from './signing-checklist';

// better-auth's client keeps the `fetch` it finds when its module loads: the stub is in place
// before the imports and answers as each test says.
const network = vi.hoisted(() => {
  const state: { answer: () => Response; posted: { path: string; body: unknown }[] } = {
    answer: () => new Response('{}', { status: 500 }),
    posted: [],
  };
  globalThis.fetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    state.posted.push({
      path: url.pathname,
      body: init.body ? JSON.parse(String(init.body)) : null,
    });
    return state.answer();
  }) as typeof fetch;
  return state;
});

const UNCONFIRMED = { senderVerified: false, blanks: [], problems: [] };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderPanel() {
  const auth = toAuthState(
    { id: 'u1', name: 'Sophie Lenoir', email: 'sophie@exemple.fr' },
    false,
    async () => {},
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthContext value={auth}>
        <MemoryRouter>
          <SigningChecklistPanel contractId="c 1" checklist={UNCONFIRMED} addressesReady />
        </MemoryRouter>
      </AuthContext>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  network.posted = [];
});

describe('« Avant d’envoyer »: an unconfirmed sender', () => {
  it('sends the confirmation e-mail again from the dialog, its link leading back to the contract', async () => {
    network.answer = () => json({ status: true });
    renderPanel();
    expect(screen.getByText(/Confirmez votre adresse e-mail/)).toBeTruthy();
    await userEvent.click(
      screen.getByRole('button', { name: 'Renvoyer l’e-mail de confirmation' }),
    );
    expect((await screen.findByRole('status')).textContent).toBe(
      'Un e-mail de confirmation a été envoyé à sophie@exemple.fr. Son lien, valable 1\u00a0heure, vous ramène à ce contrat.',
    );
    expect(network.posted).toEqual([
      {
        path: '/api/auth/send-verification-email',
        body: { email: 'sophie@exemple.fr', callbackURL: '/contracts/c%201?email=verifie' },
      },
    ]);
  });

  it('says so in French when the e-mail cannot be sent', async () => {
    network.answer = () => json({ code: 'TOO_MANY_REQUESTS', message: 'Too many' }, 429);
    renderPanel();
    await userEvent.click(
      screen.getByRole('button', { name: 'Renvoyer l’e-mail de confirmation' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      authErrorMessage('TOO_MANY_REQUESTS'),
    );
    expect(screen.queryByText(/Un e-mail de confirmation a été envoyé/)).toBeNull();
  });
});
