import type { Draft } from '../schemas/draft';
import { IMAGE } from '../answers/draft';

type PosingFields = Pick<
  Draft,
  'type_contrat' | 'type_cession' | 'entreprise_info' | 'contexte_image'
>;

/**
 * A free image authorisation given to a company. Right for a one-off picture; but whoever
 * presents a brand's products or image, even occasionally, is presumed a model under an
 * employment contract (C. trav. L7123-3, L7123-4), and posing for it again and again without pay
 * invites that requalification. The wizard cannot know how often the person poses: it warns and
 * lets the user decide. Null when the authorisation is paid or given to a private person, and in
 * an exchange or an employee's authorisation, which have warnings and clauses of their own
 * (image-context.ts).
 */
export function unpaidBrandPosingWarning(draft: PosingFields): string | null {
  if (!draft.type_contrat.includes(IMAGE) || draft.type_cession !== 'Gratuite') return null;
  if (draft.entreprise_info?.type !== 'legal_entity') return null;
  if (draft.contexte_image !== 'standard') return null;
  return (
    'Une autorisation gratuite donnée à une entreprise convient à une prise de vue ponctuelle. Si la personne ' +
    'pose régulièrement, sans rémunération, pour présenter les produits ou l’image d’une marque, la relation ' +
    'peut être requalifiée en contrat de travail de mannequin (articles L7123-3 et L7123-4 du Code du ' +
    'travail)\u00a0: prévoyez alors une rémunération.'
  );
}
