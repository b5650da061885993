import { describe, expect, it } from 'vitest';
import { AUTEUR, IMAGE, IMAGE_EXCLUSIVITY_MESSAGE, EXTRA_RIGHTS } from '../answers/draft';
import { emptyDraft } from '../answers/empty-records';
import { draftSchema } from '../schemas/draft';
import {
  applyAuthorType,
  applyCessionType,
  availableRights,
  exclusivityOffered,
  setContractTypes,
  rightsOffered,
  setGraphicWork,
  toggleRight,
} from './cession';

const paid = () =>
  draftSchema.parse({
    auteur_type: 'Personne physique',
    type_cession: 'Onéreuse',
    droits_cedes: ['adaptation', 'suite'],
    exclusivite: true,
    oeuvre_graphique: true,
  });

describe('applyCessionType', () => {
  it('Gratuite clears the rights and exclusivity, and the result is a valid draft', () => {
    const d = applyCessionType(paid(), 'Gratuite');
    expect(d).toMatchObject({ type_cession: 'Gratuite', droits_cedes: [], exclusivite: false });
    expect(draftSchema.safeParse(d).success).toBe(true);
  });
  it('Gratuite drops a paid term longer than a free grant allows, and keeps a short one', () => {
    const long = applyCessionType({ ...paid(), duree_annees: 30 }, 'Gratuite');
    expect(long.duree_annees).toBeNull();
    expect(draftSchema.safeParse(long).success).toBe(true);
    expect(applyCessionType({ ...paid(), duree_annees: 3 }, 'Gratuite').duree_annees).toBe(3);
  });
  it('Onéreuse keeps the choices and does not mutate the input', () => {
    const before = paid();
    const d = applyCessionType(before, 'Onéreuse');
    expect(d.droits_cedes).toEqual(['adaptation', 'suite']);
    expect(applyCessionType(emptyDraft(), 'Onéreuse').type_cession).toBe('Onéreuse');
    applyCessionType(before, 'Gratuite');
    expect(before.droits_cedes).toHaveLength(2);
  });
});

describe('applyAuthorType', () => {
  it('resets auteur_info to the new kind, dropping the client id and the save flag', () => {
    const d = draftSchema.parse({
      auteur_type: 'Personne physique',
      auteur_info: { nom: 'Roy', id: '17', saveToClients: true },
    });
    const company = applyAuthorType(d, 'Personne morale');
    expect(company.auteur_type).toBe('Personne morale');
    expect(company.auteur_info).toMatchObject({
      nom: '',
      forme_juridique: '',
      representant_civilite: 'M.',
      saveToClients: false,
    });
    expect(company.auteur_info.id).toBeUndefined();
    expect(draftSchema.safeParse(company).success).toBe(true);
    const back = applyAuthorType(company, 'Personne physique');
    expect(back.auteur_info).toMatchObject({ gentille: '', nom: '', saveToClients: false });
    expect(draftSchema.safeParse(back).success).toBe(true);
  });
  it('also resets when the same type is chosen again', () => {
    const d = draftSchema.parse({ auteur_type: 'Personne physique', auteur_info: { nom: 'Roy' } });
    expect(applyAuthorType(d, 'Personne physique').auteur_info.nom).toBe('');
  });
});

describe('rights', () => {
  it('offers no extra right for a free assignment', () => {
    expect(rightsOffered(emptyDraft())).toBe(false);
    expect(availableRights(emptyDraft())).toEqual([]);
  });
  it('offers « suite » only for a graphic or plastic work', () => {
    expect(availableRights(paid())).toEqual([...EXTRA_RIGHTS]);
    expect(availableRights({ ...paid(), oeuvre_graphique: false })).not.toContain('suite');
    expect(availableRights({ ...paid(), oeuvre_graphique: false })).toHaveLength(
      EXTRA_RIGHTS.length - 1,
    );
  });
  it('unticking the graphic work removes suite and keeps the rest', () => {
    const d = setGraphicWork(paid(), false);
    expect(d.droits_cedes).toEqual(['adaptation']);
    expect(draftSchema.safeParse(d).success).toBe(true);
    expect(setGraphicWork(d, true).droits_cedes).toEqual(['adaptation']);
  });
  it('toggleRight refuses unavailable rights and keeps the canonical order', () => {
    expect(toggleRight(emptyDraft(), 'usage', true).droits_cedes).toEqual([]);
    const d = toggleRight(toggleRight(paid(), 'distribution', true), 'suite', false);
    expect(d.droits_cedes).toEqual(['distribution', 'adaptation']);
    expect(toggleRight(setGraphicWork(paid(), false), 'suite', true).droits_cedes).toEqual([
      'adaptation',
    ]);
  });
});

describe('exclusivity of an image-only contract (legal review D17)', () => {
  const combinedExclusive = () => ({
    ...paid(),
    type_contrat: [AUTEUR, IMAGE] as const,
    exclusivite: true,
  });

  it('is offered only for a paid contract with an Auteur part', () => {
    expect(exclusivityOffered({ type_cession: 'Onéreuse', type_contrat: [AUTEUR] })).toBe(true);
    expect(exclusivityOffered({ type_cession: 'Onéreuse', type_contrat: [AUTEUR, IMAGE] })).toBe(
      true,
    );
    expect(exclusivityOffered({ type_cession: 'Onéreuse', type_contrat: [IMAGE] })).toBe(false);
    expect(exclusivityOffered({ type_cession: 'Gratuite', type_contrat: [AUTEUR] })).toBe(false);
  });

  it('unticking Auteur clears exclusivity, so the draft stays valid instead of printing « non exclusif » silently', () => {
    const d = setContractTypes({ ...combinedExclusive(), type_contrat: [AUTEUR, IMAGE] }, [IMAGE]);
    expect(d).toMatchObject({ type_contrat: [IMAGE], exclusivite: false });
    expect(draftSchema.safeParse(d).success).toBe(true);
    // The old behaviour (types changed, exclusivity kept) is exactly what the schema refuses.
    const old = draftSchema.safeParse({ ...combinedExclusive(), type_contrat: [IMAGE] });
    expect(old.error?.issues.map((i) => i.message)).toContain(IMAGE_EXCLUSIVITY_MESSAGE);
  });

  it('keeps exclusivity while Auteur stays, and does not restore it when Auteur comes back', () => {
    const both = { ...combinedExclusive(), type_contrat: [AUTEUR, IMAGE] };
    expect(setContractTypes(both, [AUTEUR]).exclusivite).toBe(true);
    const imageOnly = setContractTypes(both, [IMAGE]);
    expect(setContractTypes(imageOnly, [AUTEUR, IMAGE]).exclusivite).toBe(false);
  });
});
