import { parseStoredDraft } from '../schemas/stored-draft';
import type { PhysicalAuthor } from '../schemas/draft';
import { hasDistinctModel, usesAuthorInfo } from './distinct-model';

const personName = (person: Pick<PhysicalAuthor, 'prenom' | 'nom'>) =>
  [person.prenom, person.nom]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');

/**
 * Who the contract is with, as « Mes Contrats » lists it: the grantor(s) — the author (« Prénom
 * Nom », or the company's name) and, when the image part is signed by someone else, the model
 * (core/rules/distinct-model.ts). '' when the answers name nobody yet or cannot be read.
 */
export function contractClientName(formData: unknown): string {
  const parsed = parseStoredDraft(formData);
  if (!parsed.success) return '';
  const draft = parsed.data;
  const names: string[] = [];
  if (usesAuthorInfo(draft)) {
    names.push(
      draft.auteur_type === 'Personne morale'
        ? draft.auteur_info.nom.trim()
        : personName(draft.auteur_info),
    );
  }
  if (hasDistinctModel(draft)) names.push(personName(draft.modele_info));
  return names.filter(Boolean).join(', ');
}
