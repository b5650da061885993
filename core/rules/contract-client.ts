import { draftSchema, type PhysicalAuthor } from '../schemas/draft';
import type { EntrepriseInfo } from '../schemas/profile';
import { hasDistinctModel, usesAuthorInfo } from './distinct-model';

/** The assignee as named in the contract: the company's name, or the person's « Prénom Nom ». */
const assigneeName = (info: EntrepriseInfo | undefined): string => {
  if (!info) return '';
  return info.type === 'legal_entity' ? info.nom.trim() : personName(info);
};

const personName = (person: Pick<PhysicalAuthor, 'prenom' | 'nom'>) =>
  [person.prenom, person.nom]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');

/**
 * Who the contract is with, as « Mes Contrats » lists it. Drafted from the assignee's side (the
 * default): the grantor(s) — the author (« Prénom Nom », or the company's name) and, when the
 * image part is signed by someone else, the model (core/rules/distinct-model.ts). Drafted by the
 * creator (side 'cedant', core/rules/sides.ts): her client, the assignee. '' when the answers
 * name nobody yet or cannot be read.
 */
export function contractClientName(formData: unknown): string {
  // Stored answers are in today's shape (docs/contract-model.md): no upgrade on this hot path.
  const parsed = draftSchema.safeParse(formData);
  if (!parsed.success) return '';
  const draft = parsed.data;
  if (draft.side === 'cedant') return assigneeName(draft.entreprise_info);
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
