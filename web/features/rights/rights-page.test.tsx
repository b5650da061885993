import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RightsList, RightsRow } from '@core/rights/register';
import { createQueryClient } from '@web/lib/query-client';
import { RightsPage, type RenewedDraft } from './rights-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const ROW: RightsRow = {
  kind: 'image',
  paid: false,
  grantors: ['Léa Durand'],
  grantee: 'ACME Médias',
  ownerSide: 'cessionnaire',
  supports: ['site_internet'],
  territory: 'monde_entier',
  startsOn: '2025-12-16',
  startsFrom: 'contract_date',
  term: 'years',
  years: 1,
  endsOn: '2026-12-16',
  endOfTerm: { withdrawalDays: 30, printedCopies: false },
  contractId: 'c1',
  contractTitle: 'Portraits de Léa',
  signed: false,
  status: 'expiring',
  endOfTermDoneOn: null,
};
const LIST: RightsList = {
  today: '2026-12-06',
  rights: [
    {
      ...ROW,
      contractId: 'c2',
      contractTitle: 'Campagne',
      grantors: ['Zoé Morel'],
      supports: ['supports_imprimes'],
      endOfTerm: { withdrawalDays: 30, printedCopies: true },
      endsOn: '2026-12-01',
      status: 'expired',
    },
    ROW,
    {
      ...ROW,
      kind: 'copyright',
      paid: true,
      contractId: 'c3',
      contractTitle: 'Illustration',
      term: 'legal_term',
      years: null,
      endsOn: null,
      endOfTerm: null,
      status: 'active',
    },
  ],
};

function serve() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${input}`);
      if (input.endsWith('/renewal')) return json({ id: 'n1', version: 1 }, 201);
      if (input.endsWith('/api/contracts/n1'))
        return json({
          id: 'n1',
          title: 'Renouvellement – Portraits de Léa',
          is_draft: true,
          from_step6: false,
          created_at: '2026-12-06T10:00:00.000Z',
          updated_at: '2026-12-06T10:00:00.000Z',
          version: 1,
          form_data: { date_contrat: '2026-12-16' },
        });
      return json(LIST);
    }),
  );
  return calls;
}

function renderPage(onOpenDraft: (draft: RenewedDraft) => void = () => undefined) {
  const router = createMemoryRouter(
    [{ path: '/droits', element: <RightsPage onOpenDraft={onOpenDraft} /> }],
    { initialEntries: ['/droits'] },
  );
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

describe('« Mes droits »', () => {
  it('lists the grants in words, filters them, and shows the end-of-term checklist', async () => {
    serve();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Droits, par date de fin' });
    const items = () => [...list.querySelectorAll<HTMLElement>(':scope > li')];
    expect(items().map((li) => within(li).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Campagne',
      'Portraits de Léa',
      'Illustration',
    ]);
    expect(items()[1]!.textContent).toContain('Expire bientôt');
    expect(items()[1]!.textContent).toContain('16\u00a0décembre\u00a02026');
    expect(items()[2]!.textContent).toContain('Toute la durée de la protection légale');
    expect(items()[0]!.textContent).toContain('au plus tard le 31\u00a0décembre\u00a02026');
    expect(items()[0]!.textContent).toContain('exemplaires imprimés');
    expect(screen.getByRole('status').textContent).toContain('1\u00a0droit expire');

    await userEvent.selectOptions(screen.getByLabelText('Partie'), 'Zoé Morel');
    expect(items()).toHaveLength(1);
    await userEvent.selectOptions(screen.getByLabelText('Partie'), '');
    await userEvent.selectOptions(screen.getByLabelText('État'), 'active');
    expect(items().map((li) => within(li).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Illustration',
    ]);
  });

  it('« Renouveler » makes the draft and hands it to the wizard', async () => {
    const calls = serve();
    const opened = vi.fn();
    renderPage(opened);
    await userEvent.click(
      await screen.findByRole('button', { name: /Renouveler «\u202fPortraits de Léa\u202f»/ }),
    );
    await vi.waitFor(() => expect(opened).toHaveBeenCalled());
    expect(calls).toContain('POST /api/contracts/c1/renewal');
    expect(opened.mock.calls[0]![0]).toMatchObject({
      id: 'n1',
      version: 1,
      formData: { date_contrat: '2026-12-16' },
    });
  });
});
