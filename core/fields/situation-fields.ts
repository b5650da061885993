import type { Draft } from '../schemas/draft';
import {
  CONTRACT_NATURE_LABELS,
  CONTRACT_NATURES,
  LICENCE_USE_LABELS,
  LICENCE_USES,
  WITHDRAWAL_CHOICE_LABELS,
  WITHDRAWAL_CHOICES,
} from '../answers/situations';
import {
  consumerAsked,
  consumerRefusal,
  consumerSale,
  consumerUseRefusal,
  imageExclusivityAsked,
  imageExclusivityRefusal,
  isImageExclusive,
  isLicence,
  withdrawalRefusal,
} from '../rules/situations';
import { foldText } from '../rules/fold-text';
import { hasImage, hasWork, isPaid } from './draft-conditions';
import { amountRule } from './formats';
import { placeholderRule } from './free-text-rules';
import type { FieldOption, FieldSpec, FormatRule } from './types';

/**
 * The situations of LEGAL J9, J12 and J22, each asked in plain French where it can apply. A
 * checkbox stays shown while ticked outside its situation, with the reason it cannot be honoured:
 * an answer is refused, never silently dropped (LEGAL D17).
 */
const draftOf = (root: unknown) => root as Draft;
const labelled = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

export const CONSUMER_GROUP = 'Vous, le cessionnaire';
export const LICENCE_GROUP = 'Licence';
export const IMAGE_EXCLUSIVITY_GROUP = 'Exclusivité de l’image';

/** A consumer is quoted a price with its taxes (C. conso L112-1); reverse charge is B2B only. */
export const CONSUMER_PRICE_MESSAGE =
  'Un prix proposé à un particulier s’entend toutes taxes comprises (article L112-1 du Code de la consommation)\u00a0: à l’étape 5, choisissez «\u202fToutes taxes comprises\u202f» ou «\u202fTVA non applicable\u202f».';

const consumerRule: FormatRule = (_value, { root }) => {
  const draft = draftOf(root);
  const refusal = consumerRefusal(draft) ?? consumerUseRefusal(draft);
  if (refusal) return refusal;
  return consumerSale(draft) && !['TTC', 'franchise'].includes(draft.tva_regime)
    ? CONSUMER_PRICE_MESSAGE
    : null;
};

/** « Tous secteurs » would make the exclusivity total, which C. civ. 9 does not allow. */
export const SECTOR_MESSAGE =
  'Nommez un secteur d’activité précis (par exemple «\u202fcosmétiques\u202f» ou «\u202fprêt-à-porter féminin\u202f»)\u00a0: une exclusivité étendue à tous les secteurs priverait la personne de la libre disposition de son image (article 9 du Code civil).';
const ALL_SECTORS = /\b(tou[st]|toute?s?|any|all)\b.*\b(secteurs?|domaines?|activites?)\b/u;
const sectorRule: FormatRule = (value, context) =>
  ALL_SECTORS.test(foldText(value)) ? SECTOR_MESSAGE : placeholderRule(value, context);

/** '' = no cap; otherwise the most copies printed. */
export const printRunOptions = (): FieldOption[] => [
  { value: '', label: 'Sans limite de tirage' },
  ...[500, 1000, 5000, 10_000, 50_000, 100_000].map((n) => ({
    value: String(n),
    label: `${n.toLocaleString('fr-FR')} exemplaires`,
  })),
];

export const SITUATION_FIELD_SPECS: readonly FieldSpec[] = [
  {
    key: 'nature_contrat',
    label: 'Nature du contrat',
    kind: 'radio',
    options: labelled(CONTRACT_NATURES, CONTRACT_NATURE_LABELS),
    hint: 'Une licence autorise l’exploitation sans transférer les droits\u00a0: elle n’est jamais exclusive et peut avoir un petit prix (micro-licence).',
    // A licence is never exclusive: choosing it clears the copyright exclusivity.
    write: (root, value) => ({
      ...draftOf(root),
      nature_contrat: value,
      exclusivite: value === 'licence' ? false : draftOf(root).exclusivite,
    }),
    showIf: hasWork,
    alwaysSet: true,
    wide: true,
    step: 2,
    group: LICENCE_GROUP,
  },
  {
    key: 'licence_usage',
    label: 'Usage permis par la licence',
    kind: 'radio',
    options: labelled(LICENCE_USES, LICENCE_USE_LABELS),
    showIf: (root) => isLicence(draftOf(root)),
    requiredIf: (root) => isLicence(draftOf(root)),
    item: 'other',
    step: 2,
    group: LICENCE_GROUP,
  },
  {
    key: 'licence_tirage_max',
    label: 'Tirage imprimé maximal',
    kind: 'number',
    optionsIn: printRunOptions,
    parse: (text) => (text === '' ? null : Number(text)),
    hint: 'Au-delà, une nouvelle licence est nécessaire.',
    showIf: (root) => isLicence(draftOf(root)),
    alwaysSet: true,
    step: 2,
    group: LICENCE_GROUP,
  },
  {
    key: 'licence_client_final',
    label: 'Client final (si l’œuvre est exploitée pour le compte d’un client)',
    kind: 'text',
    maxLength: 200,
    format: placeholderRule,
    placeholder: 'Ex.\u00a0: Boulangerie Martin SARL',
    showIf: (root) => isLicence(draftOf(root)),
    wide: true,
    step: 2,
    group: LICENCE_GROUP,
  },
  {
    key: 'cessionnaire_consommateur',
    label:
      'Vous achetez ces droits en particulier, pour votre usage personnel, à un auteur qui exerce à titre professionnel',
    // A creator drafting for her client asks the question about the client (core/rules/sides.ts).
    labelIn: (root) =>
      draftOf(root).side === 'cedant'
        ? 'Votre client achète ces droits en particulier, pour son usage personnel, et vous exercez à titre professionnel'
        : 'Vous achetez ces droits en particulier, pour votre usage personnel, à un auteur qui exerce à titre professionnel',
    kind: 'checkbox',
    hint: 'Le contrat applique alors le Code de la consommation\u00a0: information avant la signature, droit de rétractation ou son exception, médiateur de la consommation, aucun tribunal imposé.',
    format: consumerRule,
    // Stays shown while ticked where it cannot apply (an image authorisation included), with the
    // reason: the server refuses it there rather than drafting the contract without it (D17).
    showIf: (root) => consumerAsked(draftOf(root)) || draftOf(root).cessionnaire_consommateur,
    item: 'other',
    step: 3,
    group: CONSUMER_GROUP,
  },
  {
    key: 'retractation',
    label: 'Droit de rétractation',
    kind: 'radio',
    options: labelled(WITHDRAWAL_CHOICES, WITHDRAWAL_CHOICE_LABELS),
    hint: 'Quatorze jours pour un contrat conclu à distance ou hors établissement, sauf œuvre personnalisée ou fourniture des fichiers demandée avant la fin du délai (article L221-28 du Code de la consommation).',
    format: (_value, { root }) => withdrawalRefusal(draftOf(root)),
    showIf: (root) => consumerSale(draftOf(root)),
    alwaysSet: true,
    item: 'other',
    wide: true,
    step: 3,
    group: CONSUMER_GROUP,
  },
  {
    key: 'mediateur_consommation',
    label: 'Médiateur de la consommation de l’auteur (nom et site internet)',
    labelIn: (root) =>
      draftOf(root).side === 'cedant'
        ? 'Votre médiateur de la consommation (nom et site internet)'
        : 'Médiateur de la consommation de l’auteur (nom et site internet)',
    kind: 'text',
    maxLength: 300,
    format: placeholderRule,
    placeholder: 'Ex.\u00a0: Médiateur de la consommation XYZ, www.mediateur-xyz.fr',
    hint: 'Tout professionnel qui vend à un particulier doit lui indiquer son médiateur (articles L612-1 et L616-1 du Code de la consommation)\u00a0: demandez-le à l’auteur.',
    hintIn: (root) =>
      draftOf(root).side === 'cedant'
        ? 'Tout professionnel qui vend à un particulier doit lui indiquer son médiateur (articles L612-1 et L616-1 du Code de la consommation)\u00a0: indiquez le vôtre.'
        : 'Tout professionnel qui vend à un particulier doit lui indiquer son médiateur (articles L612-1 et L616-1 du Code de la consommation)\u00a0: demandez-le à l’auteur.',
    showIf: (root) => consumerSale(draftOf(root)),
    requiredIf: (root) => consumerSale(draftOf(root)),
    item: 'other',
    wide: true,
    step: 3,
    group: CONSUMER_GROUP,
  },
  {
    key: 'exclusivite_image',
    label: 'Exclusivité de l’image dans un secteur d’activité',
    kind: 'checkbox',
    hint: 'Le modèle, rémunéré pour cela, s’engage à ne pas prêter son image à un autre annonceur du secteur nommé, pendant la durée et sur le territoire de l’autorisation. Une autorisation gratuite n’est jamais exclusive.',
    format: (_value, { root }) => imageExclusivityRefusal(draftOf(root)),
    showIf: (root) =>
      imageExclusivityAsked(draftOf(root)) || (hasImage(root) && draftOf(root).exclusivite_image),
    item: 'other',
    step: 5,
    group: IMAGE_EXCLUSIVITY_GROUP,
  },
  {
    key: 'exclusivite_secteur',
    label: 'Secteur d’activité de l’exclusivité',
    kind: 'text',
    maxLength: 200,
    format: sectorRule,
    placeholder: 'Ex.\u00a0: cosmétiques',
    showIf: (root) => isImageExclusive(draftOf(root)),
    requiredIf: (root) => isImageExclusive(draftOf(root)),
    item: 'other',
    step: 5,
    group: IMAGE_EXCLUSIVITY_GROUP,
  },
  {
    key: 'remuneration_exclusivite',
    label: 'Prix de l’exclusivité (en euros)',
    kind: 'amount',
    maxLength: 200,
    format: amountRule,
    inputMode: 'decimal',
    placeholder: 'Ex.\u00a0: 800',
    hint: 'Distinct du prix de l’autorisation\u00a0: le contrat l’écrit en lettres et en chiffres.',
    widget: 'price',
    showIf: (root) => isPaid(root) && isImageExclusive(draftOf(root)),
    requiredIf: (root) => isImageExclusive(draftOf(root)),
    item: 'price',
    step: 5,
    group: IMAGE_EXCLUSIVITY_GROUP,
  },
];
