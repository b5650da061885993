import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ClosedSigning, SigningView } from '@core/schemas/signature';
import { createQueryClient } from '@web/lib/query-client';
import { SigningPage } from './signing-page';

const TOKEN = 'jeton-de-signature-0123456789';
const SENDER = 'Camille Durand (camille@exemple.fr)';

const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const gone = (details: ClosedSigning, message = 'Cette demande de signature est close.') =>
  json({ error: { code: 'SIGNATURE_CLOSED', message, details } }, 410);

const closed = (over: Partial<ClosedSigning>): ClosedSigning => ({
  status: 'cancelled',
  reason: 'cancelled',
  at: '2026-03-03T10:00:00.000Z',
  by: SENDER,
  sender: SENDER,
  you: { status: 'invited', at: null },
  ...over,
});

const openView: SigningView = {
  request: {
    title: 'Cession – affiche',
    status: 'pending',
    order: 'parallel',
    createdAt: '2026-03-01T10:00:00.000Z',
    expiresAt: '2026-03-31T10:00:00.000Z',
    sender: SENDER,
    documentSha256: 'a'.repeat(64),
  },
  signer: {
    name: 'Mme Léa Durand',
    role: 'cedant',
    roleLabel: 'Cédant',
    quality: 'Cédant',
    email: 'le•••@exemple.fr',
    status: 'invited',
    signedAt: null,
  },
  signers: [
    {
      name: 'Mme Léa Durand',
      role: 'cedant',
      roleLabel: 'Cédant',
      status: 'invited',
      signedAt: null,
    },
  ],
  consentText: 'Je consens.',
  document: { title: 'Cession', lang: 'fr', elements: [] },
};

/** The signer's link as the server answers it: `views` one after another, `refuse` once. */
function serve(views: Response[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${input}`);
      if (input.endsWith('/refuse')) return json(undefined, 204);
      return views.length > 1 ? views.shift()! : views[0]!;
    }),
  );
  return calls;
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/signer/:token', element: <SigningPage /> },
      { path: '/verifier', element: <p>Vérificateur</p> },
    ],
    { initialEntries: [`/signer/${TOKEN}`] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

/** The banner that says what happened, found by its title (the spinner is a status too). */
async function notice(title: string): Promise<HTMLElement> {
  const found = (await screen.findByText(title)).closest<HTMLElement>('[role="status"]');
  if (!found) throw new Error(`pas de bandeau « ${title} »`);
  return found;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the signing page of a closed request (410)', () => {
  it('says who cancelled it and whom to ask, and shows nothing of the contract', async () => {
    serve([gone(closed({}))]);
    renderPage();
    const cancelled = await notice('Demande de signature annulée');
    expect(cancelled.textContent).toContain(
      `La demande a été annulée par ${SENDER} le 3\u00a0mars\u00a02026`,
    );
    expect(cancelled.textContent).toContain(`adressez-vous à ${SENDER}`);
    expect(screen.getByText(/Ce lien ne donne plus accès au contrat/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Texte du contrat' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Refuser|Recevoir/ })).toBeNull();
  });

  it('tells the one who refused « Vous avez refusé », another signer who refused', async () => {
    serve([
      gone(
        closed({
          status: 'refused',
          reason: 'refused',
          by: 'Mme Léa Durand',
          you: { status: 'refused', at: '2026-03-03T10:00:00.000Z' },
        }),
      ),
    ]);
    renderPage();
    const mine = await notice('Vous avez refusé de signer');
    expect(mine.textContent).toMatch(/^Vous avez refusé de signerVous avez refusé de signer ce/);
    cleanup();

    serve([gone(closed({ status: 'refused', reason: 'refused', by: 'Mme Léa Durand' }))]);
    renderPage();
    const theirs = await notice('Signature refusée');
    expect(theirs.textContent).toContain('Mme Léa Durand a refusé de signer ce contrat');
  });

  it('a completed request past its days sends to the verifier', async () => {
    serve([gone(closed({ status: 'completed', reason: 'completed', by: null }))]);
    const { router, user } = renderPage();
    const signed = await notice('Contrat signé par toutes les parties');
    expect(signed.textContent).toContain('ce lien ne le propose plus, 30\u00a0jours');
    await user.click(screen.getByRole('link', { name: 'Vérifier un document signé' }));
    expect(router.state.location.pathname).toBe('/verifier');
  });

  it('after refusing, the page shows the refusal the server now answers', async () => {
    const calls = serve([
      json(openView),
      gone(
        closed({
          status: 'refused',
          reason: 'refused',
          by: 'Mme Léa Durand',
          you: { status: 'refused', at: '2026-03-03T10:00:00.000Z' },
        }),
      ),
    ]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Refuser de signer' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmer le refus' }));
    expect((await notice('Vous avez refusé de signer')).textContent).toContain(
      'Vous avez refusé de signer ce contrat le 3',
    );
    expect(calls).toContain(`POST /api/sign/${TOKEN}/refuse`);
  });

  it('any other failure keeps its own message', async () => {
    serve([
      json(
        {
          error: { code: 'SIGNATURE_LINK_INVALID', message: 'Ce lien de signature est invalide.' },
        },
        404,
      ),
    ]);
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ce lien de signature est invalide.',
    );
  });
});

describe('the signing page of an open request', () => {
  it('names each signer’s role as the contract does, not by the stored key', async () => {
    // An image authorisation: the photographer fills the `cessionnaire` slot, which the
    // contract calls the Bénéficiaire; a parent signs for the child model.
    serve([
      json({
        ...openView,
        signer: {
          ...openView.signer,
          name: 'Mme Claire Durand',
          role: 'parent1',
          roleLabel: 'Parent 1 de Zoé Durand, Modèle',
          quality: 'premier titulaire de l’autorité parentale de Zoé Durand',
        },
        signers: [
          {
            name: 'Mme Claire Durand',
            role: 'parent1',
            roleLabel: 'Parent 1 de Zoé Durand, Modèle',
            status: 'signed',
            signedAt: '2026-03-02T10:00:00.000Z',
          },
          {
            name: 'M. Hugo Bernard',
            role: 'cessionnaire',
            roleLabel: 'Bénéficiaire',
            status: 'invited',
            signedAt: null,
          },
        ],
      } satisfies SigningView),
    ]);
    renderPage();
    const list = await screen.findByRole('region', { name: 'Signataires' });
    expect(list.textContent).toContain('Mme Claire Durand – Parent 1 de Zoé Durand, Modèle – ');
    expect(list.textContent).toContain('M. Hugo Bernard – Bénéficiaire – ');
    expect(list.textContent).not.toContain('Cessionnaire');
    expect(
      screen.getByText(/en qualité de premier titulaire de l’autorité parentale de Zoé Durand/),
    ).toBeTruthy();
  });
});

describe('reading, then the code', () => {
  it('asks for the code only once the reading just seen is logged', async () => {
    // The text's end comes into view (the observer says so at once); its log is slow to answer.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
        observe() {
          this.callback([{ isIntersecting: true }]);
        }
        disconnect() {}
      },
    );
    const order: string[] = [];
    let answerRead: () => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit = {}) => {
        const call = `${init.method ?? 'GET'} ${input.split('/').pop()}`;
        order.push(call);
        if (input.endsWith('/read'))
          return new Promise<Response>((resolve) => {
            answerRead = () => {
              order.push('read answered');
              resolve(json(undefined, 204));
            };
          });
        if (input.endsWith('/code'))
          return json({ sentTo: 'le•••@exemple.fr', expiresAt: '2026-03-01T10:10:00.000Z' });
        return json(openView);
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Recevoir mon code par e-mail' }));
    expect(order).toEqual([`GET ${TOKEN}`, 'POST read']);
    answerRead();
    await screen.findByText(/Un code vient d’être envoyé à le•••@exemple\.fr/);
    expect(order).toEqual([`GET ${TOKEN}`, 'POST read', 'read answered', 'POST code']);
  });

  /** The observer never reports (the tap scrolled the end into view): the page looks itself. */
  function silentObserver(endTop: number) {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const rect = (top: number, height: number) =>
      ({ top, bottom: top + height, left: 0, right: 300, width: 300, height }) as DOMRect;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      if (this.hasAttribute('data-text-end')) return rect(endTop, 1);
      if (this.getAttribute('role') === 'region') return rect(100, 400);
      return rect(0, 0);
    });
    const order: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit = {}) => {
        order.push(`${init.method ?? 'GET'} ${input.split('/').pop()}`);
        if (input.endsWith('/read')) return json(undefined, 204);
        if (input.endsWith('/code'))
          return json({ sentTo: 'le•••@exemple.fr', expiresAt: '2026-03-01T10:10:00.000Z' });
        return json(openView);
      }),
    );
    return order;
  }

  it('logs the reading first when the text’s end is on screen as the code is asked', async () => {
    const order = silentObserver(480);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Recevoir mon code par e-mail' }));
    await screen.findByText(/Un code vient d’être envoyé/);
    expect(order).toEqual([`GET ${TOKEN}`, 'POST read', 'POST code']);
    vi.restoreAllMocks();
  });

  it('does not log a reading whose end was never on screen', async () => {
    // The end is below the text's box: scrolled out of sight inside it.
    const order = silentObserver(900);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Recevoir mon code par e-mail' }));
    await screen.findByText(/Un code vient d’être envoyé/);
    expect(order).toEqual([`GET ${TOKEN}`, 'POST code']);
    vi.restoreAllMocks();
  });
});

describe('the signing page once everyone has signed', () => {
  it('says the contract is signed, not that the signer is invited, and what the text shows', async () => {
    const signed = { status: 'signed' as const, signedAt: '2026-03-02T10:00:00.000Z' };
    serve([
      json({
        ...openView,
        request: { ...openView.request, status: 'completed' },
        signer: { ...openView.signer, ...signed },
        signers: openView.signers.map((s) => ({ ...s, ...signed })),
      }),
    ]);
    renderPage();
    expect(
      await screen.findByText(/est signé par toutes les parties\.$/, { selector: 'header p' }),
    ).toBeTruthy();
    expect(screen.queryByText(/vous invite à signer/)).toBeNull();
    expect(screen.getByText(/celui que chacun a lu et signé/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /exemplaire signé/ })).toBeTruthy();
  });
});
