import { describe, expect, it } from 'vitest';
import type { Draft } from '../schemas/draft';
import { AUTEUR, IMAGE, draftSchema, emptyDraft } from '../schemas/draft';
import {
  READINESS_MESSAGE,
  STEP4_NO_CONTRACT_TYPE_MESSAGE,
  canShowStep4,
  checkReadiness,
  isAuthorInfoComplete,
} from './readiness';

const readyPerson = (): Draft =>
  draftSchema.parse({
    type_contrat: [AUTEUR],
    auteur_type: 'Personne physique',
    auteur_info: { gentille: 'Mme', nom: 'Roy', prenom: 'Anne' },
    description_oeuvre: 'Un logo',
  });

describe('checkReadiness', () => {
  it('is not ready on an empty draft, with every line failing except remuneration', () => {
    expect(checkReadiness(emptyDraft())).toEqual({
      ready: false,
      checks: { contractType: false, authorInfo: false, descriptions: true, remuneration: true },
    });
  });

  it('is ready when the four lines hold', () => {
    expect(checkReadiness(readyPerson()).ready).toBe(true);
  });

  it('requires civility, last and first name for a natural person (blank = missing)', () => {
    for (const field of ['gentille', 'nom', 'prenom'] as const) {
      const d = readyPerson();
      const info = { ...d.auteur_info, [field]: field === 'gentille' ? '' : '   ' };
      const r = checkReadiness({ ...d, auteur_info: info } as Draft);
      expect(r.checks.authorInfo, field).toBe(false);
      expect(r.ready).toBe(false);
    }
  });

  it('requires name and legal form for a company, not the representative', () => {
    const d = draftSchema.parse({
      type_contrat: [AUTEUR],
      auteur_type: 'Personne morale',
      auteur_info: { nom: 'ACME' },
      description_oeuvre: 'x',
    });
    expect(isAuthorInfoComplete(d)).toBe(false);
    const complete = draftSchema.parse({
      ...d,
      auteur_info: { ...d.auteur_info, forme_juridique: 'SAS' },
    });
    expect(checkReadiness(complete).ready).toBe(true);
  });

  it('requires each chosen contract type description', () => {
    const d = { ...readyPerson(), type_contrat: [AUTEUR, IMAGE] } as Draft;
    expect(checkReadiness(d).checks.descriptions).toBe(false);
    expect(checkReadiness({ ...d, description_image: 'Portrait' }).ready).toBe(true);
    const imageOnly = {
      ...readyPerson(),
      type_contrat: [IMAGE],
      description_oeuvre: '',
      description_image: 'Photo',
    } as Draft;
    expect(checkReadiness(imageOnly).ready).toBe(true);
  });

  it('requires a remuneration only for a paid assignment', () => {
    const paid = { ...readyPerson(), type_cession: 'Onéreuse' } as Draft;
    expect(checkReadiness(paid).checks.remuneration).toBe(false);
    expect(checkReadiness({ ...paid, remuneration: '  ' }).ready).toBe(false);
    expect(checkReadiness({ ...paid, remuneration: '500 €' }).ready).toBe(true);
  });
});

describe('step 4 and messages', () => {
  it('shows step 4 only with a contract type', () => {
    expect(canShowStep4(emptyDraft())).toBe(false);
    expect(canShowStep4(readyPerson())).toBe(true);
  });
  it('exports the SPEC texts verbatim', () => {
    expect(READINESS_MESSAGE).toBe(
      'Veuillez compléter toutes les informations obligatoires avant de générer votre contrat.',
    );
    expect(STEP4_NO_CONTRACT_TYPE_MESSAGE).toBe(
      "Veuillez retourner à l'étape 1 et sélectionner au moins un type de contrat.",
    );
  });
});
