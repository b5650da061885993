/**
 * One answer the app asks for, declared once (issue 11 item 1): the wizard, the finalisation
 * page, the profile and the client book render and check their fields from these specs, so a
 * label, a limit or a French format rule cannot differ between two screens or between the
 * browser and the server.
 */

/** The wizard step that asks a field (1–6); null for answers outside the wizard (the profile). */
export type StepNumber = 1 | 2 | 3 | 4 | 5 | 6;

/** The step-6 checklist lines (docs/product.md §5), each a group of fields readiness checks. */
export const READINESS_ITEMS = [
  'contractType',
  'parties',
  'descriptions',
  'price',
  'assignee',
  'other',
] as const;
export type ReadinessItem = (typeof READINESS_ITEMS)[number];

export const READINESS_ITEM_LABELS: Record<ReadinessItem, string> = {
  contractType: 'Type de contrat sélectionné',
  parties: 'Identité de l’auteur, du modèle et de leurs représentants',
  descriptions: 'Description de l’œuvre ou des images',
  price: 'Prix (cession onéreuse)',
  assignee: 'Cessionnaire (votre profil)',
  other: 'Autres réponses à corriger',
};

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'select'
  | 'radio'
  | 'multi'
  | 'checkbox'
  | 'date'
  | 'amount'
  | 'postal'
  | 'email'
  | 'tel'
  | 'siren'
  | 'number'
  | 'assignee';

export type FieldOption = { value: string; label: string };

/**
 * What a format rule sees: the field's value as text, the record holding it (the postal code
 * reads its sibling `pays`), the whole draft or profile, and the day (birth dates).
 */
export type FormatContext = { record: Record<string, unknown>; root: unknown; today: Date };
/** A French message when the value is refused, null when it is fine (an empty value is fine). */
export type FormatRule = (value: string, context: FormatContext) => string | null;

export type FieldSpec = {
  /** Dotted path from the root record: `auteur_info.parent1.nom`, `legal_entity.siren`, `nom`. */
  key: string;
  /** The French label shown next to the input and in « il manque … » lists. */
  label: string;
  /** A label that depends on other answers (the price of a combined contract names its part). */
  labelIn?: (root: unknown) => string;
  /**
   * The label inside its group's fieldset, where the group already says whose field it is
   * (« Nom » under « Le modèle »); `label` (« Nom (modèle) ») is for lists that mix persons.
   */
  shortLabel?: string;
  kind: FieldKind;
  /** The zod schema's length limit, read from the schema (never retyped). */
  maxLength?: number;
  options?: readonly FieldOption[];
  /** Refuses a badly formed value (browser and server alike). */
  format?: FormatRule;
  /** Flags a suspicious value without refusing it (a SIREN whose check key fails). */
  warn?: FormatRule;
  /** The checklist line that needs this field when it applies (readiness decides when). */
  item?: ReadinessItem;
  /** The wizard step that asks it. */
  step?: StepNumber;
  /** The group the field belongs to on screen (a fieldset legend: « Le modèle », « Parent 1 »). */
  group?: string;
  /** Help shown under the input (what to type, why it is asked). */
  hint?: string;
  /** Help that depends on other answers (the default duration of a free or paid grant). */
  hintIn?: (root: unknown) => string;
  placeholder?: string;
  /** A placeholder that depends on other answers (the default destination's grantee). */
  placeholderIn?: (root: unknown) => string;
  /** Whether the field applies to this draft (hidden and neither required nor checked otherwise). */
  showIf?: (root: unknown) => boolean;
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'email' | 'tel' | 'text';
};
