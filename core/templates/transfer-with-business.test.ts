/**
 * LEGAL J6 (docs/legal-review.md section J): a paid copyright assignment passes with the business
 * or within the assignee's group, the author's consent kept for any other transfer; a free grant
 * and the image part stay personal (C. civ. 1216).
 */
import { describe, expect, it } from 'vitest';
import { ASSIGNEE_PERSON, TYPES, textOf } from './test-drafts';

const WITH_BUSINESS =
  "Le Cessionnaire peut transmettre les droits cédés, ensemble ou avec le présent contrat, à l'acquéreur du fonds de commerce ou de la branche d'activité dans lesquels l'Œuvre est exploitée, ainsi qu'aux sociétés qui le contrôlent";
const OTHER_TRANSFER =
  "Toute autre transmission requiert l'accord préalable et écrit du Cédant (article 1216 du Code civil).";
const PERSONAL =
  /ne peut transmettre à un tiers sa qualité de partie au présent contrat sans l'accord préalable et écrit du (Concédant|Modèle)/;

describe('transfer of the grant', () => {
  it('a paid assignment: with the business or the group, the author informed, other transfers with consent', () => {
    const text = textOf({});
    expect(text).toContain(WITH_BUSINESS);
    expect(text).toContain(
      "(article L233-3 du Code de commerce), à charge pour le bénéficiaire de respecter le présent contrat, notamment la rémunération et la mention du nom de l'auteur ; il en informe le Cédant par écrit dans le mois qui suit.",
    );
    expect(text).toContain(OTHER_TRANSFER);
    expect(text).not.toContain('ne peut transmettre à un tiers sa qualité de partie');
  });
  it('an assignee who is a natural person: the companies it controls only', () => {
    const text = textOf({ entreprise_info: ASSIGNEE_PERSON });
    expect(text).toContain("ainsi qu'aux sociétés qu'il contrôle, à charge");
  });
  const personal = [
    { name: 'free grant', input: { type_cession: 'Gratuite' } },
    { name: 'image only', input: { type_contrat: [...TYPES.image] } },
  ];
  it.each(personal)('$name: stays personal', ({ input }) => {
    const text = textOf(input);
    expect(text).toMatch(PERSONAL);
    expect(text).not.toContain("l'acquéreur du fonds de commerce");
  });
  it('combined: the copyright part passes with the business, the image part stays personal', () => {
    const text = textOf({ type_contrat: [...TYPES.combined], remuneration_image: '300' });
    expect(text.split("l'acquéreur du fonds de commerce").length - 1).toBe(1);
    expect(text).toMatch(
      /ne peut transmettre à un tiers sa qualité de partie au présent contrat sans l'accord préalable et écrit du Modèle/,
    );
  });
});
