import {
  AUTHOR_TYPES,
  CESSION_TYPES,
  CONTRACT_TYPES,
  EXTRA_RIGHTS,
  SUPPORTS,
  TERRITORIES,
  type CessionType,
} from '../answers/draft';
import type { Draft } from '../schemas/draft';
import { PARENTAL_AUTHORITY, PARENTAL_AUTHORITY_LABELS } from '../answers/parents';
import {
  PAYMENT_TERMS,
  PAYMENT_TERMS_LABELS,
  TAX_REGIMES,
  TAX_REGIME_LABELS,
} from '../answers/price';
import {
  COLLECTING_SOCIETIES,
  COLLECTING_SOCIETY_LABELS,
  CREDIT_CHOICES,
  CREDIT_CHOICE_LABELS,
  ORIGINAL_FATES,
  ORIGINAL_FATE_LABELS,
  MODELLING_ANSWERS,
  MODELLING_ANSWER_LABELS,
} from '../answers/work-options';
import {
  LAWFUL_DEFAULTS,
  LAWFUL_DEFAULT_EXPLANATIONS,
  defaultDestinationFor,
  destinationExplanationFor,
} from '../rules/defaults';
import { childAdvertisingSupportsError, childAdvertisingWarning } from '../rules/child-modelling';
import { SUPPORT_NAMES_FR } from '../rules/destination-supports';
import { vatRegimeError, vatRegimeWarning } from '../rules/vat-regime';
import { applyCessionType, setGraphicWork } from '../rules/cession';
import { setDistinctModel } from '../rules/distinct-model';
import {
  always,
  and,
  answered,
  authorFormShown,
  authorIsCompany,
  authorIsPerson,
  childModel,
  distinctModel,
  hasImage,
  hasWork,
  imageOnly,
  isCombined,
  isPaid,
  minorPerson,
  offersExclusivity,
  offersRights,
  parentAsked,
} from './draft-conditions';
import {
  copyrightDurationOptions,
  imageDurationOptions,
  paymentTermChoices,
  parseYears,
} from './draft-options';
import { amountRule, deliveryDateRule } from './formats';
import {
  deliveryFormatRule,
  destinationRule,
  placeholderRule,
  workDescriptionRule,
} from './free-text-rules';
import {
  COMPANY_AUTHOR_LIMITS,
  DRAFT_LIMITS,
  PARENT_LIMITS,
  PHYSICAL_AUTHOR_LIMITS,
} from './text-limits';
import { CHILD_AUTHORISATION_FIELD_SPECS } from './child-authorisation-fields';
import { DEPICTION_FIELD_SPECS } from './depiction-fields';
import { IMAGE_CONTEXT_FIELD_SPECS } from './image-context-fields';
import { FOREIGN_AUTHOR_FIELD_SPECS } from './foreign-party-fields';
import { intraEuVatError } from '../rules/foreign-party';
import { COMPANY_BASE, PARENT_BASE, PERSON_BASE, place } from './person-fields';
import type { DraftFieldSpec, FieldCondition, FieldOption, FieldSpec, FormatRule } from './types';
import { getAt, textAt } from './paths';
import { WORK_FIELD_SPECS } from './work-fields';
import {
  REMUNERATION_DETAIL_FIELD_SPECS,
  REMUNERATION_FIELD_SPECS,
  resaleRightRule,
} from './remuneration-fields';
import { isProportional } from '../rules/remuneration-mode';
import { isMicroLicence, microLicenceDurationRefusal } from '../rules/situations';
import { SITUATION_FIELD_SPECS } from './situation-fields';
import { COAUTHOR_FIELD_SPECS } from './coauthor-fields';
import { CLIENT_ASSIGNEE_FIELD_SPECS, sideIsCedant } from './assignee-fields';

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

/** The groups of the steps' fields: a section title on screen, a legend on the finalisation page. */
export const RIGHTS_GROUP = 'Droits cédés';
export const WORK_OPTIONS_GROUP = 'Mention du nom, livraison et gestion collective';
export const SUPPORTS_GROUP = 'Supports d’exploitation';
export const PRICE_GROUP = 'Rémunération';
export const SCOPE_GROUP = 'Durée, territoire et destination';

const pseudonymChosen = and(hasWork, answered('mention_auteur', 'pseudonyme'));
const otherSociety = and(hasWork, answered('gestion_collective', 'autre'));
const anyType: FieldCondition = (root) => hasWork(root) || hasImage(root);
/**
 * `remuneration` is the copyright price (the image price in an image-only contract): not asked of
 * a copyright paid as a share of receipts (LEGAL J2). Payment terms still concern the image price
 * of a combined contract.
 */
const pricedInEuros: FieldCondition = (root) => isPaid(root) && !isProportional(root as Draft);
const paymentTermsAsked: FieldCondition = (root) =>
  isPaid(root) && (hasImage(root) || !isProportional(root as Draft));

/** The contract's own answers, in the order the steps show them (keys checked against the draft). */
const contractSpecs: DraftFieldSpec[] = [
  {
    key: 'type_contrat',
    label: 'Type de contrat',
    kind: 'multi',
    options: same(CONTRACT_TYPES),
    widget: 'contractTypes',
    requiredIf: always,
    item: 'contractType',
    step: 1,
  },
  {
    key: 'type_cession',
    label: 'Mode de cession',
    kind: 'radio',
    options: same(CESSION_TYPES),
    widget: 'cessionType',
    write: (root, value) => applyCessionType(root as Draft, value as CessionType),
    step: 2,
  },
  {
    key: 'oeuvre_graphique',
    label: 'L’œuvre est graphique ou plastique (dessin, peinture, photographie d’art, sculpture…)',
    hint: 'Pour ces œuvres, le contrat rappelle que l’auteur garde son droit de suite sur les reventes de l’original.',
    kind: 'checkbox',
    showIf: hasWork,
    write: (root, value) => setGraphicWork(root as Draft, value === true),
    step: 2,
  },
  {
    key: 'droits_cedes',
    label: 'Droits cédés',
    kind: 'multi',
    options: same(EXTRA_RIGHTS),
    widget: 'extraRights',
    showIf: offersRights,
    step: 2,
    group: RIGHTS_GROUP,
  },
  {
    key: 'exclusivite',
    label: 'Cession exclusive',
    hint: 'L’auteur s’interdit de céder les mêmes droits à quelqu’un d’autre pendant la durée du contrat.',
    kind: 'checkbox',
    showIf: offersExclusivity,
    step: 2,
    group: RIGHTS_GROUP,
  },
  {
    key: 'sous_licence',
    label: 'Le bénéficiaire peut autoriser des tiers à exploiter, dans les mêmes limites',
    hint: 'Une société de son groupe ou une agence qu’il mandate pour sa propre communication. Ses prestataires (imprimeur, hébergeur) restent toujours permis\u202f; sans cette case, aucun autre tiers n’exploite.',
    kind: 'checkbox',
    step: 2,
  },
  {
    key: 'modele_distinct',
    label: 'La personne photographiée ou filmée n’est pas l’auteur de l’œuvre',
    hint: 'Elle signera sa propre autorisation de droit à l’image.',
    kind: 'checkbox',
    showIf: hasImage,
    write: (root, value) => setDistinctModel(root as Draft, value === true),
    step: 3,
  },
  {
    key: 'auteur_type',
    label: 'L’auteur est',
    kind: 'radio',
    options: same(AUTHOR_TYPES),
    widget: 'authorType',
    showIf: authorFormShown,
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
    showIf: hasWork,
    requiredIf: hasWork,
    item: 'descriptions',
    step: 4,
  },
  {
    key: 'mention_auteur',
    label: 'Nom à mentionner lors de l’exploitation',
    kind: 'select',
    options: labelled(CREDIT_CHOICES, CREDIT_CHOICE_LABELS),
    hint: 'L’auteur a droit au respect de son nom\u202f; il peut aussi choisir un pseudonyme ou l’anonymat.',
    showIf: hasWork,
    alwaysSet: true,
    wide: true,
    step: 4,
    group: WORK_OPTIONS_GROUP,
  },
  // A choice that names something asks for its name: a chosen pseudonym or « another »
  // collecting society left blank printed « © ____ » and « l’organisme « ____ » » in a
  // contract said to be ready (docs/legal-review.md: no blank in a signed deed).
  {
    key: 'pseudonyme',
    label: 'Pseudonyme',
    kind: 'text',
    maxLength: 120,
    format: placeholderRule,
    showIf: pseudonymChosen,
    requiredIf: pseudonymChosen,
    wide: true,
    step: 4,
    group: WORK_OPTIONS_GROUP,
  },
  {
    key: 'original',
    label: 'L’original de l’œuvre',
    kind: 'select',
    options: labelled(ORIGINAL_FATES, ORIGINAL_FATE_LABELS),
    format: (_value, { root }) => resaleRightRule(root),
    hint: 'Posséder l’objet original ne donne aucun droit d’auteur, et céder les droits ne transfère pas l’objet (article L111-3 du CPI).',
    showIf: and(hasWork, answered('oeuvre_graphique', true)),
    alwaysSet: true,
    wide: true,
    step: 4,
    group: WORK_OPTIONS_GROUP,
  },
  {
    key: 'livraison_format',
    label: 'Fichiers livrés',
    kind: 'text',
    maxLength: 300,
    format: deliveryFormatRule,
    placeholder: 'Ex.\u00a0: JPEG 300 dpi et fichiers sources PSD',
    showIf: hasWork,
    step: 4,
    group: WORK_OPTIONS_GROUP,
  },
  {
    key: 'livraison_date',
    label: 'Date de livraison',
    kind: 'date',
    format: deliveryDateRule,
    showIf: hasWork,
    // A work still to be created is identified by its delivery date (CPI L131-1).
    requiredIf: and(hasWork, answered('oeuvre_a_creer', true)),
    item: 'other',
    step: 4,
    group: WORK_OPTIONS_GROUP,
  },
  {
    key: 'gestion_collective',
    label: 'L’auteur est-il membre d’une société de gestion collective\u202f?',
    kind: 'select',
    options: labelled(COLLECTING_SOCIETIES, COLLECTING_SOCIETY_LABELS),
    hint: 'Les droits déjà confiés à une société (SACEM, ADAGP, SAIF…) restent gérés par elle et sont exclus de la cession.',
    showIf: hasWork,
    alwaysSet: true,
    wide: true,
    step: 4,
    group: WORK_OPTIONS_GROUP,
  },
  {
    key: 'gestion_collective_autre',
    label: 'Nom de la société de gestion collective',
    kind: 'text',
    maxLength: 120,
    format: placeholderRule,
    showIf: otherSociety,
    requiredIf: otherSociety,
    wide: true,
    step: 4,
    group: WORK_OPTIONS_GROUP,
  },
  {
    key: 'description_image',
    label: 'Description des images (photos, vidéos) où figure la personne',
    kind: 'textarea',
    maxLength: 5000,
    format: placeholderRule,
    placeholder: 'Ex.\u00a0: portraits réalisés le 12 mars 2026 dans nos locaux de Lyon.',
    hint: 'Indiquez la séance ou les prises de vues concernées\u00a0: date, lieu et nombre de photos ou de vidéos. Cette description identifie les images dans le contrat, qui ne laisse aucune ligne à compléter à la main.',
    showIf: hasImage,
    requiredIf: hasImage,
    item: 'descriptions',
    step: 4,
  },
  {
    key: 'image_video',
    label: 'Les prises de vues comprennent des vidéos (voix)',
    kind: 'checkbox',
    hint: 'La voix de la personne filmée est alors concernée elle aussi (article 9 du Code civil).',
    showIf: hasImage,
    step: 4,
  },
  {
    key: 'supports',
    label: 'Supports',
    kind: 'multi',
    options: labelled(SUPPORTS, SUPPORT_NAMES_FR),
    widget: 'supports',
    // Every support is an answer: a contract with none would authorise nothing.
    requiredIf: anyType,
    item: 'other',
    step: 5,
    group: SUPPORTS_GROUP,
  },
  // A free grant shows no price: a price kept from a paid draft is neither printed nor checked.
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
    widget: 'price',
    showIf: pricedInEuros,
    requiredIf: and(pricedInEuros, anyType),
    item: 'price',
    step: 5,
    group: PRICE_GROUP,
  },
  // A paid combined contract prices the image authorisation on its own line.
  {
    key: 'remuneration_image',
    label: 'Prix de l’autorisation de droit à l’image (en euros)',
    kind: 'amount',
    maxLength: 200,
    format: amountRule,
    inputMode: 'decimal',
    placeholder: 'Ex.\u00a0: 300',
    hint: 'En chiffres, par exemple 300\u00a0: le contrat l’écrit en lettres et en chiffres.',
    widget: 'price',
    showIf: and(isPaid, isCombined),
    requiredIf: and(isPaid, isCombined),
    item: 'price',
    step: 5,
    group: PRICE_GROUP,
  },
  // The VAT answer is asked with the price, and checked only then (core/rules/vat-regime.ts).
  {
    key: 'tva_regime',
    label: 'TVA',
    kind: 'select',
    options: labelled(TAX_REGIMES, TAX_REGIME_LABELS),
    hint: 'Qui ne facture pas la TVA (micro-entrepreneur, artiste-auteur en franchise) choisit «\u202fTVA non applicable\u202f».',
    format: (_value, { root }) => vatRegimeError(root as Draft) ?? intraEuVatError(root as Draft),
    warn: (_value, { root }) => vatRegimeWarning(root as Draft),
    showIf: isPaid,
    alwaysSet: true,
    step: 5,
    group: PRICE_GROUP,
  },
  {
    key: 'modalites_paiement',
    label: 'Paiement',
    kind: 'select',
    options: labelled(PAYMENT_TERMS, PAYMENT_TERMS_LABELS),
    optionsIn: (root) => paymentTermChoices(root as Draft),
    hint: 'Quand le prix est dû\u202f; le contrat reprend cette échéance.',
    showIf: paymentTermsAsked,
    alwaysSet: true,
    step: 5,
    group: PRICE_GROUP,
  },
  {
    key: 'duree_annees',
    label: 'Durée de la cession des droits d’auteur',
    kind: 'number',
    hintIn: (root) =>
      isMicroLicence(root as Draft)
        ? LAWFUL_DEFAULT_EXPLANATIONS.microLicenceDuration
        : (root as Partial<Draft>).type_cession === 'Onéreuse'
          ? LAWFUL_DEFAULT_EXPLANATIONS.paidCopyrightDuration
          : LAWFUL_DEFAULT_EXPLANATIONS.freeCopyrightDuration,
    optionsIn: (root) => copyrightDurationOptions(root as Draft),
    format: (_value, { root }) => microLicenceDurationRefusal(root as Draft),
    parse: parseYears,
    showIf: hasWork,
    alwaysSet: true,
    step: 5,
    group: SCOPE_GROUP,
  },
  {
    key: 'duree_image_annees',
    label: 'Durée de l’autorisation de droit à l’image',
    kind: 'number',
    hint: LAWFUL_DEFAULT_EXPLANATIONS.imageDuration,
    optionsIn: () => imageDurationOptions(),
    parse: parseYears,
    showIf: hasImage,
    alwaysSet: true,
    step: 5,
    group: SCOPE_GROUP,
  },
  {
    key: 'territoire',
    label: 'Territoire',
    kind: 'select',
    options: labelled(TERRITORIES, TERRITORY_LABELS),
    hint: LAWFUL_DEFAULT_EXPLANATIONS.territory,
    alwaysSet: true,
    step: 5,
    group: SCOPE_GROUP,
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
    group: SCOPE_GROUP,
  },
  {
    key: 'lieu_signature',
    label: 'Lieu de signature',
    kind: 'text',
    maxLength: 120,
    format: placeholderRule,
    placeholder: 'Ex.\u00a0: Lyon',
    step: 5,
    group: SCOPE_GROUP,
  },
  {
    key: 'entreprise_info',
    label: 'Cessionnaire (votre profil)',
    kind: 'assignee',
    // A creator types the assignee at step 3, field by field (assignee-fields.ts).
    showIf: (root) => !sideIsCedant(root),
    requiredIf: always,
    item: 'assignee',
  },
];

/** The remuneration answers come before the price they decide, the details after the prices. */
const priceAt = contractSpecs.findIndex((spec) => spec.key === 'remuneration');
const contract = [
  ...contractSpecs.slice(0, priceAt),
  ...REMUNERATION_FIELD_SPECS,
  ...contractSpecs.slice(priceAt),
  ...WORK_FIELD_SPECS,
  ...REMUNERATION_DETAIL_FIELD_SPECS,
].map((spec) => {
  const maxLength = DRAFT_LIMITS[spec.key];
  return maxLength === undefined ? spec : { ...spec, maxLength };
});

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

const nameOf = (key: string) => key.split('.').at(-1) ?? key;

/** Specs asked when `showIf` holds, the `required` ones then « obligatoire ». */
const asked = (
  specs: readonly FieldSpec[],
  showIf: FieldCondition,
  required: readonly string[] = [],
): FieldSpec[] =>
  specs.map((spec) => ({
    ...spec,
    showIf,
    ...(required.includes(nameOf(spec.key)) ? { requiredIf: always } : {}),
  }));

/**
 * A minor's parents (legal review B3 v2; C. civ. 372, 373-2): who holds authority, and each parent
 * (the second only under joint authority), asked when `minor` holds; a parent's postal code is
 * required in France (`pays` empty) only.
 */
function parents(
  prefix: 'auteur_info' | 'modele_info',
  whose: 'auteur' | 'modèle',
  minor: FieldCondition,
): FieldSpec[] {
  const suffix = whose === 'auteur' ? '(parent 1 de l’auteur)' : '(parent 1 du modèle)';
  return [
    {
      key: `${prefix}.autorite_parentale`,
      label: `Qui exerce l’autorité parentale ${whose === 'auteur' ? 'sur l’auteur' : 'sur le modèle'}\u202f?`,
      shortLabel: 'Qui exerce l’autorité parentale\u202f?',
      kind: 'radio',
      options: labelled(PARENTAL_AUTHORITY, PARENTAL_AUTHORITY_LABELS),
      showIf: minor,
      alwaysSet: true,
      step: 3,
    },
    ...([1, 2] as const).flatMap((n) =>
      place(PARENT_BASE, {
        prefix: `${prefix}.parent${n}`,
        limits: PARENT_LIMITS,
        required: PARENT_REQUIRED,
        whose: suffix.replace('1', String(n)),
        item: 'parties',
        step: 3,
        group: parentGroup(n, whose),
      }).map((spec): FieldSpec => {
        const name = nameOf(spec.key);
        const inFrance: FieldCondition = (root) =>
          !textAt(root, `${prefix}.parent${n}.pays`).trim();
        const showIf = and(minor, parentAsked(prefix, n));
        return {
          ...spec,
          showIf,
          ...(PARENT_REQUIRED.includes(name)
            ? { requiredIf: name === 'code_postal' ? inFrance : always }
            : {}),
          ...(n === 2 && name === 'nom' ? { format: both(spec.format, notParent1(prefix)) } : {}),
        };
      }),
    ),
  ];
}

const COMPANY_REQUIRED = ['nom', 'forme_juridique'];
export const PHYSICAL_AUTHOR_FIELD_SPECS = asked(
  place(PERSON_BASE, {
    prefix: 'auteur_info',
    limits: PHYSICAL_AUTHOR_LIMITS,
    required: IDENTITY,
    item: 'parties',
    step: 3,
  }),
  authorIsPerson,
  IDENTITY,
);
export const COMPANY_AUTHOR_FIELD_SPECS = asked(
  place(COMPANY_BASE, {
    prefix: 'auteur_info',
    limits: COMPANY_AUTHOR_LIMITS,
    required: COMPANY_REQUIRED,
    whose: '(auteur)',
    item: 'parties',
    step: 3,
  }),
  authorIsCompany,
  COMPANY_REQUIRED,
);
export const MODEL_FIELD_SPECS = asked(
  place(PERSON_BASE, {
    prefix: 'modele_info',
    limits: PHYSICAL_AUTHOR_LIMITS,
    required: IDENTITY,
    whose: '(modèle)',
    item: 'parties',
    step: 3,
    group: MODEL_GROUP,
  }),
  distinctModel,
  IDENTITY,
);
/**
 * The questions asked of a model under 16, whoever the model is (the distinct model, or the person
 * of an image contract): asked only then, so a stale answer never blocks.
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
    showIf: childModel,
    alwaysSet: true,
    item: 'parties',
    step: 3,
  } satisfies FieldSpec,
  ...CHILD_AUTHORISATION_FIELD_SPECS,
];
const minorAuthor = minorPerson('auteur_info');
export const AUTHOR_PARENT_FIELD_SPECS = parents(
  'auteur_info',
  'auteur',
  (root, today) => minorAuthor(root, today) && !imageOnly(root),
);
export const MODEL_PARENT_FIELD_SPECS = parents(
  'modele_info',
  'modèle',
  minorPerson('modele_info'),
);
/**
 * An image-only contract's person (kept under `auteur_info`) is the model, not an author: the
 * parents' labels say « du modèle », as step 3 does (step 6 listed « parent 2
 * de l’auteur » in a contract with no author).
 */
export const IMAGE_ONLY_PARENT_FIELD_SPECS = parents(
  'auteur_info',
  'modèle',
  (root, today) => minorAuthor(root, today) && imageOnly(root),
);
export const CONTRACT_FIELD_SPECS = contract;

/**
 * Every draft field, the one declaration the steps render and readiness checks (docs/fields.md).
 * The author's person and company forms both live under `auteur_info`, and an image-only
 * contract's parents are named « du modèle », so a few keys appear twice (`auteur_info.nom`):
 * their `showIf` never hold together.
 */
export const DRAFT_FIELDS: readonly FieldSpec[] = [
  ...contract,
  ...DEPICTION_FIELD_SPECS,
  ...IMAGE_CONTEXT_FIELD_SPECS,
  ...PHYSICAL_AUTHOR_FIELD_SPECS,
  ...COMPANY_AUTHOR_FIELD_SPECS,
  ...FOREIGN_AUTHOR_FIELD_SPECS,
  ...AUTHOR_PARENT_FIELD_SPECS,
  ...IMAGE_ONLY_PARENT_FIELD_SPECS,
  ...COAUTHOR_FIELD_SPECS,
  ...MODEL_FIELD_SPECS,
  ...MODEL_PARENT_FIELD_SPECS,
  ...CHILD_MODEL_FIELD_SPECS,
  ...CLIENT_ASSIGNEE_FIELD_SPECS,
  ...SITUATION_FIELD_SPECS,
];
