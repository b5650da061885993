import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { BIRTH, FATHER, MOTHER, PERSON, makeDraft } from '@core/templates/test-drafts';
import { IMAGE } from '@core/answers/draft';
import { createQueryClient } from '@web/lib/query-client';
import { SigningChecklistPanel } from './signing-checklist';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A ten-year-old photographed for a catalogue: a modelling use, no authorisation given yet. */
const CHILD_MODEL = makeDraft({
  type_contrat: [IMAGE],
  description_image: 'Douze photographies du catalogue printemps, prises le 2 mars 2026',
  auteur_info: { ...PERSON, date_naissance: BIRTH.age10, parent1: MOTHER, parent2: FATHER },
  date_contrat: '2026-11-21',
});

const CHECKLIST = {
  senderVerified: true,
  blanks: [
    {
      key: 'autorisation_prefectorale.reference',
      label: 'Référence de l’autorisation (préfet ou agence agréée)',
    },
    { key: 'autorisation_prefectorale.date', label: 'Date de l’autorisation' },
  ],
  problems: [],
};

function serve() {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      if (init.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return json({ id: 'c1', version: 3 });
      }
      return json({
        id: 'c1',
        title: 'Catalogue printemps',
        is_draft: false,
        from_step6: true,
        created_at: '2026-11-21T10:00:00.000Z',
        updated_at: '2026-11-21T10:00:00.000Z',
        version: 2,
        form_data: CHILD_MODEL,
      });
    }),
  );
  return posted;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('« Avant d’envoyer »: a child model’s missing authorisation', () => {
  it('says why, asks its reference and date there, refuses a future date and saves into the contract', async () => {
    const posted = serve();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <SigningChecklistPanel contractId="c1" checklist={CHECKLIST} addressesReady={false} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByText(/article L7124-1 du Code du travail/)).toBeTruthy();
    // Not counted among the blanks printed « ____ » for a hand to fill.
    expect(
      screen.getByText('Le contrat ne laisse aucune mention à compléter à la main.'),
    ).toBeTruthy();
    const reference = await screen.findByLabelText(
      'Référence de l’autorisation (préfet ou agence agréée)',
    );
    const date = screen.getByLabelText('Date de l’autorisation');
    expect(date.getAttribute('type')).toBe('date');

    const save = screen.getByRole('button', { name: 'Enregistrer dans le contrat' });
    fireEvent.change(reference, { target: { value: 'Arrêté préfectoral n° 2026-123' } });
    fireEvent.change(date, { target: { value: '2099-03-02' } });
    fireEvent.click(save);
    await vi.waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(date.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(
      'L’autorisation doit déjà avoir été délivrée\u00a0: sa date ne peut pas être dans le futur.',
    );
    expect(posted).toEqual([]);

    fireEvent.change(date, { target: { value: '2026-03-02' } });
    fireEvent.click(save);
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      id: 'c1',
      version: 2,
      isDraft: false,
      edits: 'keep',
      contractData: {
        autorisation_prefectorale: {
          reference: 'Arrêté préfectoral n° 2026-123',
          date: '2026-03-02',
        },
      },
    });
  }, 20_000);
});
