import {
  AUTHOR_TYPES,
  AUTEUR,
  CESSION_TYPES,
  CONTRACT_TYPES,
  EXTRA_RIGHTS,
  IMAGE,
  SUPPORTS,
  TERRITORIES,
  companyAuthorSchema,
  physicalAuthorSchema,
  draftSchema,
  type Draft,
} from '../schemas/draft';
import { PARENTAL_AUTHORITY, PARENTAL_AUTHORITY_LABELS, parentSchema } from '../schemas/parents';
import {
  PAYMENT_TERMS,
  PAYMENT_TERMS_LABELS,
  TAX_REGIMES,
  TAX_REGIME_LABELS,
} from '../schemas/price';
import {
  COLLECTING_SOCIETIES,
  COLLECTING_SOCIETY_LABELS,
  CREDIT_CHOICES,
  CREDIT_CHOICE_LABELS,
  ORIGINAL_FATES,
  ORIGINAL_FATE_LABELS,
  MODELLING_ANSWERS,
  MODELLING_ANSWER_LABELS,
  workOptionsFields,
} from '../schemas/work-options';
import {
  LAWFUL_DEFAULTS,
  LAWFUL_DEFAULT_EXPLANATIONS,
  defaultDestinationFor,
  destinationExplanationFor,
} from '../rules/defaults';
import {
  childAdvertisingSupportsError,
  childAdvertisingWarning,
  isModellingUse,
} from '../rules/child-modelling';
import { SUPPORT_NAMES_FR } from '../rules/destination-supports';
import { vatRegimeError, vatRegimeWarning } from '../rules/vat-regime';
import { amountRule, deliveryDateRule } from './formats';
import {
  authorisationReferenceRule,
  deliveryFormatRule,
  destinationRule,
  placeholderRule,
  workDescriptionRule,
} from './free-text-rules';
import { maxLengthOf } from './limits';
import { COMPANY_BASE, PARENT_BASE, PERSON_BASE, place } from './person-fields';
import type { FieldOption, FieldSpec, FormatRule } from './types';
import { getAt } from './paths';
import { WORK_FIELD_SPECS } from './work-fields';

/**
 * Every answer of the wizard (the draft, core/schemas/draft.ts), with the step that asks it and
 * the checklist line that needs it. Steps follow the wizard of docs/product.md §2; v2 answers
 * (legal review A5b, B3, H2–H6) are declared here so the step forms can render from the registry.
 */
const same = (values: readonly string[]): FieldOption[] =>
  values.map((value) => ({ value, label: value }));
const labelled = <T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
): FieldOption[] => values.map((value) => ({ value, label: labels[value] }));

export const MODEL_GROUP = 'Le modèle (personne représentée)';
export const parentGroup = (n: 1 | 2, whose: 'auteur' | 'modèle') =>
  `Parent ${n} ${whose === 'auteur' ? 'de l’auteur' : 'du modèle'}`;

/** The territory choices in French (the contract's own wording is in core/templates/clauses/scope.ts). */
export const TERRITORY_LABELS: Record<(typeof TERRITORIES)[number], string> = {
  monde_entier: 'Monde entier',
  union_europeenne: 'Union européenne',
  france: 'France',
};

const isCombined = (root: unknown) => {
  const types = (root as Partial<Draft>).type_contrat ?? [];
  return types.includes(AUTEUR) && types.includes(IMAGE);
};

const contractSpecs: FieldSpec[] = [
  {
    key: 'type_contrat',
    label: 'Type de contrat',
    kind: 'multi',
    options: same(CONTRACT_TYPES),
    item: 'contractType',
    step: 1,
  },
  {
    key: 'type_cession',
    label: 'Mode de cession',
    kind: 'radio',
    options: same(CESSION_TYPES),
    step: 2,
  },
  {
    key: 'droits_cedes',
    label: 'Droits cédés',
    kind: 'multi',
    options: same(EXTRA_RIGHTS),
    step: 2,
  },
  { key: 'exclusivite', label: 'Cession exclusive', kind: 'checkbox', step: 2 },
  {
    key: 'oeuvre_graphique',
    label: 'L’œuvre est graphique ou plastique',
    kind: 'checkbox',
    step: 2,
  },
  {
    key: 'auteur_type',
    label: 'L’auteur est',
    kind: 'radio',
    options: same(AUTHOR_TYPES),
    step: 3,
  },
  {
    key: 'modele_distinct',
    label: 'La personne représentée n’est pas l’auteur',
    kind: 'checkbox',
    step: 3,
  },
  {
    key: 'description_oeuvre',
    label: 'Description de l’œuvre',
    kind: 'textarea',
    maxLength: 5000,
    format: workDescriptionRule,
    placeholder:
      'Ex.\u00a0: série de 12 photographies du salon «\u202fTech Lyon 2026\u202f», fichiers JPEG haute définition.',
    hint: 'Décrivez l’œuvre avec précision\u00a0: nature, titre, nombre, format. Une œuvre mal identifiée affaiblit le contrat.',
    item: 'descriptions',
    step: 4,
  },
  {
    key: 'description_image',
    label: 'Description des images (photos, vidéos) où figure la personne',
    kind: 'textarea',
    maxLength: 5000,
    format: placeholderRule,
    placeholder: 'Ex.\u00a0: portraits réalisés le 12 mars 2026 dans nos locaux de Lyon.',
    hint: 'Indiquez la séance ou les prises de vues concernées\u00a0: date, lieu et nombre de photos ou de vidéos. Cette description identifie les images dans le contrat, qui ne laisse aucune ligne à compléter à la main.',
    item: 'descriptions',
    step: 4,
  },
  {
    key: 'mention_auteur',
    label: 'Nom à mentionner lors de l’exploitation',
    kind: 'select',
    options: labelled(CREDIT_CHOICES, CREDIT_CHOICE_LABELS),
    hint: 'L’auteur a droit au respect de son nom\u202f; il peut aussi choisir un pseudonyme ou l’anonymat.',
    step: 4,
  },
  {
    key: 'pseudonyme',
    label: 'Pseudonyme',
    kind: 'text',
    maxLength: 120,
    format: placeholderRule,
    step: 4,
  },
  {
    key: 'original',
    label: 'L’original de l’œuvre',
    kind: 'select',
    options: labelled(ORIGINAL_FATES, ORIGINAL_FATE_LABELS),
    hint: 'Posséder l’objet original ne donne aucun droit d’auteur, et céder les droits ne transfère pas l’objet (article L111-3 du CPI).',
    step: 4,
  },
  {
    key: 'livraison_format',
    label: 'Fichiers livrés',
    kind: 'text',
    maxLength: 300,
    format: deliveryFormatRule,
    placeholder: 'Ex.\u00a0: JPEG 300 dpi et fichiers sources PSD',
    step: 4,
  },
  {
    key: 'livraison_date',
    label: 'Date de livraison',
    kind: 'date',
    format: deliveryDateRule,
    item: 'other',
    step: 4,
  },
  {
    key: 'gestion_collective',
    label: 'L’auteur est-il membre d’une société de gestion collective\u202f?',
    kind: 'select',
    options: labelled(COLLECTING_SOCIETIES, COLLECTING_SOCIETY_LABELS),
    hint: 'Les droits déjà confiés à une société (SACEM, ADAGP, SAIF…) restent gérés par elle et sont exclus de la cession.',
    step: 4,
  },
  {
    key: 'gestion_collective_autre',
    label: 'Nom de la société de gestion collective',
    kind: 'text',
    maxLength: 120,
    format: placeholderRule,
    step: 4,
  },
  {
    key: 'image_video',
    label: 'Les prises de vues comprennent des vidéos (voix)',
    kind: 'checkbox',
    hint: 'La voix de la personne filmée est alors concernée elle aussi (article 9 du Code civil).',
    step: 4,
  },
  {
    key: 'supports',
    label: 'Supports',
    kind: 'multi',
    options: labelled(SUPPORTS, SUPPORT_NAMES_FR),
    step: 5,
  },
  {
    key: 'remuneration',
    label: 'Prix (en euros)',
    labelIn: (root) =>
      isCombined(root) ? 'Prix de la cession des droits d’auteur (en euros)' : 'Prix (en euros)',
    kind: 'amount',
    maxLength: 200,
    format: amountRule,
    inputMode: 'decimal',
    placeholder: 'Ex.\u00a0: 1500',
    hint: 'En chiffres, par exemple 1500 ou 1 500,50\u00a0: le contrat l’écrit en lettres et en chiffres.',
    item: 'price',
    step: 5,
  },
  {
    key: 'remuneration_image',
    label: 'Prix de l’autorisation de droit à l’image (en euros)',
    kind: 'amount',
    maxLength: 200,
    format: amountRule,
    inputMode: 'decimal',
    placeholder: 'Ex.\u00a0: 300',
    hint: 'En chiffres, par exemple 300\u00a0: le contrat l’écrit en lettres et en chiffres.',
    item: 'price',
    step: 5,
  },
  {
    key: 'tva_regime',
    label: 'TVA',
    kind: 'select',
    options: labelled(TAX_REGIMES, TAX_REGIME_LABELS),
    hint: 'Qui ne facture pas la TVA (micro-entrepreneur, artiste-auteur en franchise) choisit «\u202fTVA non applicable\u202f».',
    format: (_value, { root }) => vatRegimeError(root as Draft),
    warn: (_value, { root }) => vatRegimeWarning(root as Draft),
    step: 5,
  },
  {
    key: 'modalites_paiement',
    label: 'Paiement',
    kind: 'select',
    options: labelled(PAYMENT_TERMS, PAYMENT_TERMS_LABELS),
    hint: 'Quand le prix est dû\u202f; le contrat reprend cette échéance.',
    step: 5,
  },
  {
    key: 'duree_annees',
    label: 'Durée de la cession des droits d’auteur',
    kind: 'number',
    hintIn: (root) =>
      (root as Partial<Draft>).type_cession === 'Onéreuse'
        ? LAWFUL_DEFAULT_EXPLANATIONS.paidCopyrightDuration
        : LAWFUL_DEFAULT_EXPLANATIONS.freeCopyrightDuration,
    step: 5,
  },
  {
    key: 'duree_image_annees',
    label: 'Durée de l’autorisation de droit à l’image',
    kind: 'number',
    hint: LAWFUL_DEFAULT_EXPLANATIONS.imageDuration,
    step: 5,
  },
  {
    key: 'territoire',
    label: 'Territoire',
    kind: 'select',
    options: labelled(TERRITORIES, TERRITORY_LABELS),
    hint: LAWFUL_DEFAULT_EXPLANATIONS.territory,
    step: 5,
  },
  {
    key: 'destination',
    label: 'Destination (à quoi serviront les droits)',
    kind: 'textarea',
    maxLength: 500,
    format: destinationRule,
    placeholder: LAWFUL_DEFAULTS.destination,
    placeholderIn: (root) => defaultDestinationFor(root as Draft),
    hint: LAWFUL_DEFAULT_EXPLANATIONS.destination,
    hintIn: (root) => destinationExplanationFor(root as Draft),
    step: 5,
  },
  {
    key: 'sous_licence',
    label: 'Le cessionnaire peut autoriser des tiers (sous-licence)',
    kind: 'checkbox',
    step: 5,
  },
  {
    key: 'lieu_signature',
    label: 'Lieu de signature',
    kind: 'text',
    maxLength: 120,
    format: placeholderRule,
    placeholder: 'Ex.\u00a0: Lyon',
    step: 5,
  },
  {
    key: 'entreprise_info',
    label: 'Cessionnaire (votre profil)',
    kind: 'assignee',
    item: 'assignee',
  },
];

/** The draft's top-level fields (same in both author kinds), for their length limits. */
const rootShape = draftSchema.options[0].shape as unknown as Record<string, never>;
const contract = [...contractSpecs, ...WORK_FIELD_SPECS].map((spec) => {
  const maxLength = maxLengthOf(rootShape, spec.key);
  return maxLength === undefined ? spec : { ...spec, maxLength };
});

const physicalShape = physicalAuthorSchema.shape as unknown as Record<string, never>;
const companyShape = companyAuthorSchema.shape as unknown as Record<string, never>;
const parentShape = parentSchema.shape as unknown as Record<string, never>;

/**
 * A person's identity in the contract. The birth date is required (beyond docs/product.md's
 * original three): it alone tells a minor, and with it the parents' signatures, the ban on a free
 * grant and the child-model rules (legal review B3 « flag minors from the birth date », A7 v2) — a
 * blank one silently switched them all off.
 */
const IDENTITY = ['gentille', 'nom', 'prenom', 'date_naissance'];

/**
 * Each parent is identified with their own address (legal review B3: separated parents are
 * exactly the case the rule is for); the postal code is asked in France (`pays` empty) only —
 * applicable.ts decides, these are the fields marked « obligatoire » on screen.
 */
export const PARENT_REQUIRED = ['nom', 'prenom', 'adresse', 'code_postal', 'ville'];

export const SAME_PARENT_MESSAGE =
  'Le second parent doit être une autre personne que le premier\u00a0: sous l’autorité parentale conjointe, chacun signe pour lui-même.';

const folded = (text: unknown) =>
  typeof text === 'string'
    ? text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()
    : '';

/** Parent 2 named as parent 1: the one-parent signature the joint-authority rule forbids (B3, D9). */
const notParent1 =
  (prefix: string): FormatRule =>
  (value, { record, root }) => {
    const first = getAt(root, `${prefix}.parent1`) as Record<string, unknown> | undefined;
    if (!first || folded(value) === '' || folded(record.prenom) === '') return null;
    return folded(value) === folded(first.nom) && folded(record.prenom) === folded(first.prenom)
      ? SAME_PARENT_MESSAGE
      : null;
  };

/** The first rule's message, else the second's (a parent 2's name: a letter, then not parent 1). */
const both =
  (first: FormatRule | undefined, second: FormatRule): FormatRule =>
  (value, context) =>
    first?.(value, context) ?? second(value, context);

/**
 * A minor's parents (legal review B3 v2; C. civ. 372, 373-2): who holds authority, and each parent.
 */
function parents(prefix: 'auteur_info' | 'modele_info', whose: 'auteur' | 'modèle'): FieldSpec[] {
  const suffix = whose === 'auteur' ? '(parent 1 de l’auteur)' : '(parent 1 du modèle)';
  return [
    {
      key: `${prefix}.autorite_parentale`,
      label: `Qui exerce l’autorité parentale ${whose === 'auteur' ? 'sur l’auteur' : 'sur le modèle'}\u202f?`,
      shortLabel: 'Qui exerce l’autorité parentale\u202f?',
      kind: 'radio',
      options: labelled(PARENTAL_AUTHORITY, PARENTAL_AUTHORITY_LABELS),
      step: 3,
    },
    ...([1, 2] as const).flatMap((n) =>
      place(PARENT_BASE, {
        prefix: `${prefix}.parent${n}`,
        shape: parentShape,
        required: PARENT_REQUIRED,
        whose: suffix.replace('1', String(n)),
        item: 'parties',
        step: 3,
        group: parentGroup(n, whose),
      }).map((spec) =>
        n === 2 && spec.key.endsWith('.nom')
          ? { ...spec, format: both(spec.format, notParent1(prefix)) }
          : spec,
      ),
    ),
  ];
}

export const PHYSICAL_AUTHOR_FIELD_SPECS = place(PERSON_BASE, {
  prefix: 'auteur_info',
  shape: physicalShape,
  required: IDENTITY,
  item: 'parties',
  step: 3,
});
export const COMPANY_AUTHOR_FIELD_SPECS = place(COMPANY_BASE, {
  prefix: 'auteur_info',
  shape: companyShape,
  required: ['nom', 'forme_juridique'],
  whose: '(auteur)',
  item: 'parties',
  step: 3,
});
export const MODEL_FIELD_SPECS = place(PERSON_BASE, {
  prefix: 'modele_info',
  shape: physicalShape,
  required: IDENTITY,
  whose: '(modèle)',
  item: 'parties',
  step: 3,
  group: MODEL_GROUP,
});
/**
 * The questions asked of a model under 16, whoever the model is (the distinct model, or the person
 * of an image contract): applicable.ts adds them only then, so a stale answer never blocks.
 */
export const CHILD_MODEL_FIELD_SPECS: readonly FieldSpec[] = [
  {
    key: 'activite_mannequin',
    label: 'L’image de l’enfant sert-elle une activité de mannequin\u202f?',
    kind: 'select',
    options: labelled(MODELLING_ANSWERS, MODELLING_ANSWER_LABELS),
    hint: 'Pose de mannequin\u00a0: l’enfant pose lors de prises de vues que le bénéficiaire organise ou commande. Publicité\u00a0: l’image présente un produit, un service ou un message publicitaire, y compris la promotion du bénéficiaire. Une photo d’événement, de sortie ou de reportage n’en relève pas.',
    format: (_value, { root }) => childAdvertisingSupportsError(root as Draft),
    warn: (_value, { root }) => childAdvertisingWarning(root as Draft),
    item: 'parties',
    step: 3,
  } satisfies FieldSpec,
  {
    key: 'autorisation_l7124',
    label: 'Référence de l’autorisation (préfet ou agence agréée)',
    kind: 'text',
    maxLength: maxLengthOf(workOptionsFields, 'autorisation_l7124'),
    placeholder: 'Ex.\u00a0: arrêté préfectoral n° 2026-123 du 2 mars 2026',
    hint: 'Si elle n’est pas encore obtenue, laissez vide et reportez-la sur le contrat avant toute utilisation des images.',
    // Printed only for a modelling use: a stale reference after « Non » is not checked.
    format: (value, context) =>
      isModellingUse(context.root as Draft) ? authorisationReferenceRule(value, context) : null,
    item: 'parties',
    step: 3,
  } satisfies FieldSpec,
];
export const AUTHOR_PARENT_FIELD_SPECS = parents('auteur_info', 'auteur');
export const MODEL_PARENT_FIELD_SPECS = parents('modele_info', 'modèle');
/**
 * An image-only contract's person (kept under `auteur_info`) is the model, not an author: the
 * parents' labels say « du modèle », as step 3 does (session-14 UI probe: step 6 listed « parent 2
 * de l’auteur » in a contract with no author).
 */
export const IMAGE_ONLY_PARENT_FIELD_SPECS = parents('auteur_info', 'modèle');
export const CONTRACT_FIELD_SPECS = contract;

/**
 * Every draft field. The author's person and company forms both live under `auteur_info`, so a
 * few keys appear twice (`auteur_info.nom`): core/fields/applicable.ts picks the right ones.
 */
export const DRAFT_FIELDS: readonly FieldSpec[] = [
  ...contract,
  ...PHYSICAL_AUTHOR_FIELD_SPECS,
  ...COMPANY_AUTHOR_FIELD_SPECS,
  ...AUTHOR_PARENT_FIELD_SPECS,
  ...MODEL_FIELD_SPECS,
  ...CHILD_MODEL_FIELD_SPECS,
  ...MODEL_PARENT_FIELD_SPECS,
];
