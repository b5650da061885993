import { useReducer } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { emptyDraft } from '@core/answers/empty-records';
import type { CompanyAuthor, Draft } from '@core/schemas/draft';
import { AuthorFields } from '@web/features/wizard/steps/author-fields';
import type { WizardApi } from '@web/features/wizard/state/use-wizard';
import {
  FILLED_MESSAGE,
  UNAVAILABLE_MESSAGE,
  emptyFieldsPatch,
  sirenToLookUp,
} from './company-lookup';
import { AUTOFILL_LABEL } from './siren-autofill';

const COMPANY = {
  nom: 'ATELIER DES LUCIOLES',
  forme_juridique: 'SAS',
  siren: '732829320',
  adresse: '12 BIS rue DES ACACIAS',
  code_postal: '69003',
  ville: 'LYON',
  representant_prenom: 'Claire Anne',
  representant_nom: 'MARTIN',
  qualite_representant: 'Président de SAS',
};

let latest: Draft = emptyDraft();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The wizard's company author form on a minimal draft store. */
function Harness({ info }: { info: Partial<CompanyAuthor> }) {
  const [draft, update] = useReducer(
    (d: Draft, change: (d: Draft) => Draft) => change(d),
    undefined,
    () => {
      const base = emptyDraft();
      return {
        ...base,
        auteur_type: 'Personne morale',
        auteur_info: { ...base.auteur_info, ...info },
      } as Draft;
    },
  );
  latest = draft;
  return <AuthorFields draft={draft} update={update as WizardApi['update']} />;
}

const answer = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );

const info = () => latest.auteur_info as CompanyAuthor;

describe('SIREN autofill in the wizard’s company form', () => {
  it('offers the button only for a valid SIREN or SIRET', () => {
    render(<Harness info={{ siren: '732 829 321' }} />);
    expect(screen.queryByRole('button', { name: AUTOFILL_LABEL })).toBeNull();
    fireEvent.input(screen.getByLabelText('Numéro SIREN ou SIRET'), {
      target: { value: '732 829 320' },
    });
    expect(screen.getByRole('button', { name: AUTOFILL_LABEL })).toBeTruthy();
  });

  it('fills only the empty fields and says so politely', async () => {
    const fetch = answer(200, { company: COMPANY });
    vi.stubGlobal('fetch', fetch);
    render(<Harness info={{ siren: '73282932000017', nom: 'Les Lucioles', ville: '' }} />);
    fireEvent.click(screen.getByRole('button', { name: AUTOFILL_LABEL }));
    // The answer arrives after the click: wait for the message the lookup ends with.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(FILLED_MESSAGE));
    expect(fetch).toHaveBeenCalledWith('/api/company-lookup/732829320', expect.anything());
    expect(info()).toMatchObject({
      nom: 'Les Lucioles',
      forme_juridique: 'SAS',
      adresse: '12 BIS rue DES ACACIAS',
      code_postal: '69003',
      ville: 'LYON',
      representant_prenom: 'Claire Anne',
      representant_nom: 'MARTIN',
      qualite_representant: 'Président de SAS',
    });
  });

  it.each([
    [
      'the server’s 503',
      answer(503, { error: { code: 'COMPANY_LOOKUP_UNAVAILABLE', message: UNAVAILABLE_MESSAGE } }),
      UNAVAILABLE_MESSAGE,
    ],
    [
      'a 404',
      answer(404, {
        error: { code: 'COMPANY_NOT_FOUND', message: 'Aucune entreprise trouvée pour ce SIREN.' },
      }),
      'Aucune entreprise trouvée pour ce SIREN.',
    ],
    [
      'a network failure',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
      UNAVAILABLE_MESSAGE,
    ],
  ])('changes nothing on %s and shows the French reason', async (_name, fetch, message) => {
    vi.stubGlobal('fetch', fetch);
    render(<Harness info={{ siren: '732829320' }} />);
    const before = info();
    fireEvent.click(screen.getByRole('button', { name: AUTOFILL_LABEL }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(message));
    expect(info()).toEqual(before);
  });
});

describe('company lookup helpers', () => {
  it('looks up the SIREN of a SIRET, nothing for an invalid number', () => {
    expect(sirenToLookUp('732 829 320 00017')).toBe('732829320');
    expect(sirenToLookUp('732829321')).toBeNull();
    expect(sirenToLookUp('')).toBeNull();
  });

  it('never overwrites a typed field, even with blanks around it', () => {
    const current = { nom: ' Mon nom ', ville: '' } as Record<string, string>;
    expect(
      emptyFieldsPatch((key) => current[key] ?? '', { nom: 'X', ville: 'LYON', adresse: '' }),
    ).toEqual({ ville: 'LYON' });
  });
});
