import { describe, expect, it } from 'vitest';
import { BELGIAN_COMPANY, creatorDraft, makeDraft } from '../templates/test-drafts';
import { IMAGE } from '../answers/draft';
import { handFilledBlanks } from './hand-filled';

const TODAY = new Date('2026-11-27T12:00:00Z');
const keys = (input: Record<string, unknown>) =>
  handFilledBlanks(makeDraft(input), TODAY).map((b) => b.key);

describe('the details a « ready » contract leaves blank to fill in by hand', () => {
  it('a person with names only: birth date and place, nationality, address and town', () => {
    const blanks = handFilledBlanks(
      makeDraft({ auteur_info: { gentille: 'M.', nom: 'Dupont', prenom: 'Jean' } }),
      TODAY,
    );
    expect(blanks.filter((b) => b.key.startsWith('auteur_info'))).toEqual([
      { key: 'auteur_info.date_naissance', label: 'Date de naissance (auteur)', step: 3 },
      { key: 'auteur_info.lieu_naissance', label: 'Lieu de naissance (auteur)', step: 3 },
      { key: 'auteur_info.nationalite', label: 'Nationalité (auteur)', step: 3 },
      { key: 'auteur_info.adresse', label: 'Adresse (auteur)', step: 3 },
      { key: 'auteur_info.ville', label: 'Ville (auteur)', step: 3 },
    ]);
  });

  it('a company with name and legal form only: RCS, SIREN, seat, representative and capacity — no capital, which is printed only as entered (LEGAL J5)', () => {
    expect(
      keys({
        auteur_type: 'Personne morale',
        auteur_info: { nom: 'Studio Nord', forme_juridique: 'SAS' },
      }),
    ).toEqual([
      'auteur_info.rcs_ville',
      'auteur_info.siren',
      'auteur_info.adresse',
      'auteur_info.ville',
      'auteur_info.representant_nom',
      'auteur_info.qualite_representant',
    ]);
  });

  it('a company abroad is asked its own register and number, never the RCS and SIREN it does not have (LEGAL J17)', () => {
    const belgian = { ...BELGIAN_COMPANY, registre: '', numero_registre: '' };
    expect(keys({ auteur_type: 'Personne morale', auteur_info: belgian })).toEqual([
      'auteur_info.registre',
      'auteur_info.numero_registre',
      'auteur_info.representant_nom',
      'auteur_info.qualite_representant',
    ]);
    const registered = keys({
      auteur_type: 'Personne morale',
      auteur_info: {
        ...BELGIAN_COMPANY,
        representant_civilite: 'Mme',
        representant_nom: 'Roy',
        representant_prenom: 'Anne',
        qualite_representant: 'gérante',
      },
    });
    expect(registered).toEqual([]);
  });

  it('a complete party leaves nothing; a postal code alone is enough for the town line', () => {
    expect(keys({})).toEqual([]);
    const draft = makeDraft({});
    const withPostcodeOnly = keys({
      auteur_info: { ...(draft.auteur_info as Record<string, unknown>), ville: '' },
    });
    expect(withPostcodeOnly).not.toContain('auteur_info.ville');
  });

  it('an image-only person is the model; a distinct model has its own labels', () => {
    const image = keys({
      type_contrat: [IMAGE],
      auteur_info: { gentille: 'Mme', nom: 'Roy', prenom: 'Léa' },
    });
    expect(image).toContain('auteur_info.nationalite');
    expect(
      handFilledBlanks(
        makeDraft({
          type_contrat: [IMAGE],
          auteur_info: { gentille: 'Mme', nom: 'Roy', prenom: 'Léa' },
        }),
        TODAY,
      )[0]?.label,
    ).toBe('Date de naissance (modèle)');
    const distinct = handFilledBlanks(
      makeDraft({
        type_contrat: [IMAGE],
        modele_distinct: true,
        modele_info: { gentille: 'M.', nom: 'Petit', prenom: 'Zoé' },
      }),
      TODAY,
    ).filter((b) => b.key.startsWith('modele_info'));
    expect(distinct[0]).toEqual({
      key: 'modele_info.date_naissance',
      label: 'Date de naissance (modèle)',
      step: 3,
    });
  });

  it('the assignee’s blanks are listed last, without a step (completed in the profile)', () => {
    const blanks = handFilledBlanks(
      makeDraft({
        entreprise_info: { type: 'legal_entity', nom: 'ACME', forme_juridique: 'SARL' },
      }),
      TODAY,
    );
    expect(blanks.map((b) => b.key)).toContain('entreprise_info.siren');
    const siren = blanks.find((b) => b.key === 'entreprise_info.siren');
    expect(siren?.step).toBeUndefined();
    expect(siren?.label).toBe('Numéro SIREN ou SIRET (cessionnaire)');
  });

  it('a creator’s client is typed at step 3: its blanks lead there, not to her profile', () => {
    const blanks = handFilledBlanks(
      creatorDraft({
        entreprise_info: {
          type: 'legal_entity',
          nom: 'Domaine des Tilleuls',
          forme_juridique: 'SARL',
        },
      }),
      TODAY,
    );
    const siren = blanks.find((b) => b.key === 'entreprise_info.siren');
    expect(siren).toEqual({
      key: 'entreprise_info.siren',
      label: 'Numéro SIREN ou SIRET (cessionnaire)',
      step: 3,
    });
    expect(
      blanks.filter((b) => b.key.startsWith('entreprise_info.')).every((b) => b.step === 3),
    ).toBe(true);
    // Her own details, from her profile, are complete: nothing of hers is left blank.
    expect(blanks.some((b) => b.key.startsWith('auteur_info.'))).toBe(false);
  });
});
