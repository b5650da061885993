import { describe, expect, it } from 'vitest';
import { AUTEUR, IMAGE } from '../answers/draft';
import { COAUTHOR, COMPANY, PERSON, ASSIGNEE_PERSON, makeDraft } from '../templates/test-drafts';
import { renderText } from '../document/render-text';
import { buildContract } from '../templates/build-contract';
import {
  addDays,
  addYears,
  contractGrants,
  withdrawalDeadline,
  daysBetween,
  grantStatus,
  grantSchema,
} from './grants';

const DATED = { fallbackDay: '2026-01-15' };
const MODEL = { ...PERSON, prenom: 'Zoé', nom: 'Morel' };

describe('contractGrants', () => {
  it('a paid copyright assignment runs for the whole legal term: no end day, no checklist', () => {
    const [grant, ...rest] = contractGrants(makeDraft({ date_contrat: '2025-03-10' }), DATED);
    expect(rest).toEqual([]);
    expect(grant).toMatchObject({
      kind: 'copyright',
      paid: true,
      grantors: ['Léa Durand'],
      grantee: 'ACME Médias',
      ownerSide: 'cessionnaire',
      startsOn: '2025-03-10',
      startsFrom: 'contract_date',
      term: 'legal_term',
      years: null,
      endsOn: null,
      endOfTerm: null,
    });
    expect(grantSchema.parse(grant)).toEqual(grant);
  });

  it('a paid assignment for a number of years ends that many years later', () => {
    const [grant] = contractGrants(
      makeDraft({ date_contrat: '2025-03-10', duree_annees: 3 }),
      DATED,
    );
    expect(grant).toMatchObject({ term: 'years', years: 3, endsOn: '2028-03-10' });
    expect(grant!.endOfTerm).toEqual({ withdrawalDays: 30, printedCopies: false });
  });

  it('a free copyright grant defaults to five years', () => {
    const [grant] = contractGrants(
      makeDraft({ type_cession: 'Gratuite', remuneration: '', date_contrat: '2024-06-01' }),
      DATED,
    );
    expect(grant).toMatchObject({ kind: 'copyright', paid: false, years: 5, endsOn: '2029-06-01' });
  });

  it('a licence is its own kind', () => {
    const [grant] = contractGrants(
      makeDraft({ nature_contrat: 'licence', duree_annees: 2, date_contrat: '2025-01-01' }),
      DATED,
    );
    expect(grant).toMatchObject({ kind: 'licence', years: 2, endsOn: '2027-01-01' });
  });

  it('an image authorisation defaults to five years, or the years answered', () => {
    const draft = { type_contrat: [IMAGE], date_contrat: '2022-02-01' };
    expect(contractGrants(makeDraft(draft), DATED)).toMatchObject([
      { kind: 'image', grantors: ['Léa Durand'], years: 5, endsOn: '2027-02-01' },
    ]);
    expect(contractGrants(makeDraft({ ...draft, duree_image_annees: 1 }), DATED)).toMatchObject([
      { kind: 'image', years: 1, endsOn: '2023-02-01', endOfTerm: { withdrawalDays: 30 } },
    ]);
  });

  it('an image-only contract with a distinct model names the model, not the author form', () => {
    const grants = contractGrants(
      makeDraft({ type_contrat: [IMAGE], modele_distinct: true, modele_info: MODEL }),
      DATED,
    );
    expect(grants.map((g) => g.grantors)).toEqual([['Zoé Morel']]);
  });

  it('a combined contract has one grant per part, each with its own duration and grantor', () => {
    const grants = contractGrants(
      makeDraft({
        type_contrat: [AUTEUR, IMAGE],
        remuneration_image: '500',
        modele_distinct: true,
        modele_info: MODEL,
        duree_annees: 10,
        duree_image_annees: 2,
        date_contrat: '2025-05-20',
      }),
      DATED,
    );
    expect(grants).toMatchObject([
      { kind: 'copyright', grantors: ['Léa Durand'], endsOn: '2035-05-20' },
      { kind: 'image', grantors: ['Zoé Morel'], endsOn: '2027-05-20' },
    ]);
  });

  it('the electronic signature day starts the term; else the contract date; else the fallback', () => {
    const draft = makeDraft({ type_contrat: [IMAGE], date_contrat: '2025-05-20' });
    expect(contractGrants(draft, { ...DATED, signedOn: '2025-06-02' })[0]).toMatchObject({
      startsOn: '2025-06-02',
      startsFrom: 'signature',
      endsOn: '2030-06-02',
    });
    const undated = makeDraft({ type_contrat: [IMAGE] });
    expect(contractGrants(undated, DATED)[0]).toMatchObject({
      startsOn: '2026-01-15',
      startsFrom: 'contract_date',
    });
  });

  it('a work to be created runs from its delivery day', () => {
    const [grant] = contractGrants(
      makeDraft({
        oeuvre_a_creer: true,
        livraison_date: '2025-09-01',
        duree_annees: 4,
        date_contrat: '2025-05-20',
      }),
      DATED,
    );
    expect(grant).toMatchObject({
      startsOn: '2025-09-01',
      startsFrom: 'delivery',
      endsOn: '2029-09-01',
    });
  });

  it('names co-authors, a company author and a natural-person grantee; lists supports in order', () => {
    const [withCoauthor] = contractGrants(makeDraft({ coauteurs: [COAUTHOR] }), DATED);
    expect(withCoauthor!.grantors).toEqual(['Léa Durand', 'Marc Petit']);
    const [company] = contractGrants(
      makeDraft({
        auteur_type: 'Personne morale',
        auteur_info: COMPANY,
        entreprise_info: ASSIGNEE_PERSON,
        supports: ['supports_imprimes', 'site_internet'],
        territoire: 'france',
        side: 'cedant',
      }),
      DATED,
    );
    expect(company).toMatchObject({
      grantors: ['Studio Lumière'],
      grantee: 'Hugo Bernard',
      ownerSide: 'cedant',
      supports: ['site_internet', 'supports_imprimes'],
      territory: 'france',
    });
  });

  it('says printed copies need not be recalled only when the contract prints copies', () => {
    const grant = (supports: string[]) =>
      contractGrants(makeDraft({ type_contrat: [IMAGE], supports }), DATED)[0]!.endOfTerm;
    expect(grant(['supports_imprimes'])).toEqual({ withdrawalDays: 30, printedCopies: true });
    expect(grant(['site_internet'])).toEqual({ withdrawalDays: 30, printedCopies: false });
  });

  it('the withdrawal delay is the one the contract prints', () => {
    const draft = makeDraft({ type_contrat: [IMAGE] });
    const text = renderText(buildContract(draft, { today: new Date(2026, 0, 1) }));
    const days = contractGrants(draft, DATED)[0]!.endOfTerm!.withdrawalDays;
    expect(days).toBe(30);
    expect(text).toContain('dans un délai de trente jours');
  });
});

describe('dates and status', () => {
  it('a term ends on the same day of its last year, 28 February for a 29th', () => {
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYears('2025-12-31', 5)).toBe('2030-12-31');
    expect(() => addYears('2025-02-30', 1)).toThrow();
    expect(daysBetween('2025-12-31', '2026-01-30')).toBe(30);
    expect(addDays('2025-12-31', 30)).toBe('2026-01-30');
    expect(
      withdrawalDeadline({
        endsOn: '2026-02-10',
        endOfTerm: { withdrawalDays: 30, printedCopies: false },
      }),
    ).toBe('2026-03-12');
    expect(withdrawalDeadline({ endsOn: null, endOfTerm: null })).toBeNull();
  });

  it('active, expiring within 30 days (the end day included), expired the day after', () => {
    const grant = { endsOn: '2026-06-30' };
    expect(grantStatus(grant, '2026-05-30')).toBe('active');
    expect(grantStatus(grant, '2026-05-31')).toBe('expiring');
    expect(grantStatus(grant, '2026-06-30')).toBe('expiring');
    expect(grantStatus(grant, '2026-07-01')).toBe('expired');
    expect(grantStatus({ endsOn: null }, '2099-01-01')).toBe('active');
  });
});
