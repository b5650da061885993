import { contractDay } from '../rules/contract-date';
import { AUTEUR, IMAGE, type Draft } from '../schemas/draft';
import { hasDistinctModel, usesAuthorInfo } from '../rules/distinct-model';
import { isMinorAt } from '../rules/minors';
import { needsL7124 } from '../rules/depicted-person';
import {
  AUTHOR_PARENT_FIELD_SPECS,
  IMAGE_ONLY_PARENT_FIELD_SPECS,
  COMPANY_AUTHOR_FIELD_SPECS,
  CONTRACT_FIELD_SPECS,
  CHILD_MODEL_FIELD_SPECS,
  MODEL_FIELD_SPECS,
  MODEL_PARENT_FIELD_SPECS,
  PARENT_REQUIRED,
  PHYSICAL_AUTHOR_FIELD_SPECS,
} from './draft-fields';
import type { FieldSpec } from './types';

/**
 * Which draft fields this draft asks, and which of them it requires (docs/product.md §5 readiness,
 * legal review B3 v2 and C): a field the contract will not print is neither required nor checked,
 * so a stale answer in a hidden form never blocks the user.
 */
export type Applicable = { spec: FieldSpec; required: boolean };

// The birth date decides whether the person is a minor (draft-fields.ts IDENTITY).
const PERSON_REQUIRED = new Set(['gentille', 'nom', 'prenom', 'date_naissance']);
const nameOf = (spec: FieldSpec) => spec.key.split('.').at(-1) ?? spec.key;

function parentSpecs(
  specs: readonly FieldSpec[],
  person: { autorite_parentale: string; parent1: { pays?: string }; parent2: { pays?: string } },
): Applicable[] {
  // Joint authority (C. civ. 372): both parents sign; exclusive (373-2-1): the one who holds it.
  const parents = person.autorite_parentale === 'exclusive' ? ['parent1'] : ['parent1', 'parent2'];
  return specs
    .filter((spec) => !/\.parent2\./.test(spec.key) || parents.includes('parent2'))
    .map((spec) => {
      const name = nameOf(spec);
      const abroad = (/\.parent2\./.test(spec.key) ? person.parent2 : person.parent1).pays?.trim();
      const required =
        spec.kind !== 'radio' &&
        PARENT_REQUIRED.includes(name) &&
        !(name === 'code_postal' && abroad);
      return { spec, required };
    });
}

function personSpecs(specs: readonly FieldSpec[]): Applicable[] {
  return specs.map((spec) => ({
    spec,
    required: PERSON_REQUIRED.has(nameOf(spec)) && spec.key.split('.').length === 2,
  }));
}

/** The author (or the distinct model), and a minor's parents. */
function partySpecs(draft: Draft, today: Date): Applicable[] {
  const out: Applicable[] = [];
  if (usesAuthorInfo(draft)) {
    if (draft.auteur_type === 'Personne morale') {
      out.push(
        ...COMPANY_AUTHOR_FIELD_SPECS.map((spec) => ({
          spec,
          required: ['nom', 'forme_juridique'].includes(nameOf(spec)),
        })),
      );
    } else {
      out.push(...personSpecs(PHYSICAL_AUTHOR_FIELD_SPECS));
      const info = draft.auteur_info as Draft['modele_info'];
      const imageOnly = draft.type_contrat.includes(IMAGE) && !draft.type_contrat.includes(AUTEUR);
      if (isMinorAt(info.date_naissance, today))
        out.push(
          ...parentSpecs(
            imageOnly ? IMAGE_ONLY_PARENT_FIELD_SPECS : AUTHOR_PARENT_FIELD_SPECS,
            info,
          ),
        );
    }
  }
  if (hasDistinctModel(draft)) {
    out.push(...personSpecs(MODEL_FIELD_SPECS));
    if (isMinorAt(draft.modele_info.date_naissance, today))
      out.push(...parentSpecs(MODEL_PARENT_FIELD_SPECS, draft.modele_info));
  }
  // The modelling question and the authorisation's reference, of a model under 16 only.
  if (needsL7124(draft, today))
    out.push(...CHILD_MODEL_FIELD_SPECS.map((spec) => ({ spec, required: false })));
  return out;
}

function contractRequired(spec: FieldSpec, draft: Draft): boolean {
  const paid = draft.type_cession === 'Onéreuse';
  const both = draft.type_contrat.includes(AUTEUR) && draft.type_contrat.includes(IMAGE);
  switch (spec.key) {
    case 'type_contrat':
    case 'entreprise_info':
      return true;
    case 'description_oeuvre':
      return draft.type_contrat.includes(AUTEUR);
    case 'description_image':
      return draft.type_contrat.includes(IMAGE);
    // Every support is an answer (LEGAL J1): a contract with none would authorise nothing.
    case 'supports':
      return draft.type_contrat.length > 0;
    case 'remuneration':
      return paid && draft.type_contrat.length > 0;
    case 'remuneration_image':
      // legal review C: a paid combined contract prices the image authorisation on its own line.
      return paid && both;
    // A choice that names something asks for its name: a chosen pseudonym or « another »
    // collecting society left blank printed « © ____ » and « l’organisme « ____ » » in a
    // contract said to be ready (legal review D14: no blank in a signed deed).
    case 'pseudonyme':
      return draft.mention_auteur === 'pseudonyme';
    case 'gestion_collective_autre':
      return draft.gestion_collective === 'autre';
    // A work still to be created is identified by its delivery date (CPI L131-1; LEGAL J4).
    case 'livraison_date':
      return draft.oeuvre_a_creer && draft.type_contrat.includes(AUTEUR);
    default:
      return false;
  }
}

/** The work's own answers (credit, original, delivery, collecting society): step 4 asks them only for a work. */
const WORK_OPTIONS =
  /^(mention_auteur|pseudonyme|original|livraison_format|livraison_date|gestion_collective|gestion_collective_autre)$/;

/**
 * Prices exist in a paid grant only, the image price in a combined one, the work's options only with a work (a
 * bad delivery date left behind after unticking « Auteur » must not block a contract that no
 * longer prints it, with no field left to fix it); the others always apply.
 */
function contractApplies(spec: FieldSpec, draft: Draft): boolean {
  if (spec.showIf && !spec.showIf(draft)) return false;
  const work = draft.type_contrat.includes(AUTEUR);
  // A free grant shows no price field: a price kept from a paid draft is neither printed nor checked.
  if (spec.key === 'remuneration') return draft.type_cession === 'Onéreuse';
  // The VAT answer is asked with the price, and checked only then (core/rules/vat-regime.ts).
  if (spec.key === 'tva_regime') return draft.type_cession === 'Onéreuse';
  if (spec.key === 'remuneration_image')
    return draft.type_cession === 'Onéreuse' && work && draft.type_contrat.includes(IMAGE);
  // A description, a pseudonym or a society's name the contract does not print is not checked
  // (each has a format rule: core/fields/free-text-rules.ts).
  if (spec.key === 'description_oeuvre') return work;
  if (spec.key === 'description_image') return draft.type_contrat.includes(IMAGE);
  if (spec.key === 'pseudonyme') return work && draft.mention_auteur === 'pseudonyme';
  if (spec.key === 'gestion_collective_autre') return work && draft.gestion_collective === 'autre';
  if (WORK_OPTIONS.test(spec.key)) return work;
  return true;
}

export function applicableDraftFields(draft: Draft, now: Date): Applicable[] {
  const today = contractDay(draft, now);
  return [
    ...CONTRACT_FIELD_SPECS.filter((spec) => contractApplies(spec, draft)).map((spec) => ({
      spec,
      required: contractRequired(spec, draft),
    })),
    ...partySpecs(draft, today),
  ];
}
