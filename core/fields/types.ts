import type { Draft } from '../schemas/draft';

/**
 * One answer the app asks for, declared once: the wizard, the finalisation
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

/**
 * A composite input the generic step renderer cannot draw from a kind alone (several values at
 * once, or a choice whose change rewrites other answers): the web names a renderer for each
 * (web/features/wizard/steps/widgets.tsx). Its visibility still comes from the spec's `showIf`.
 */
export type FieldWidget =
  'contractTypes' | 'cessionType' | 'extraRights' | 'supports' | 'price' | 'authorType';

/**
 * When a field applies, as a pure function of the draft (and of the day, for an age: the
 * predicate reads the contract's own date, core/rules/contract-date.ts). The step shows the field
 * exactly when it holds, and readiness and the server check it exactly then.
 */
export type FieldCondition = (root: unknown, today?: Date) => boolean;

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
  /**
   * The group the field belongs to on screen: a section of its step (« Rémunération ») or a
   * person's fieldset (« Le modèle », « Parent 1 »); the finalisation page uses it as a legend.
   */
  group?: string;
  /**
   * When the field applies (the step shows it, readiness and the server check it); absent: always
   * at its step. Typed `(root) => boolean` for a declaration; the day is passed for ages.
   */
  showIf?: FieldCondition;
  /** When an applicable field must be answered (« obligatoire »); absent: never required. */
  requiredIf?: FieldCondition;
  /**
   * Its place in its group: fields are shown in ascending `order`, and a field without one counts
   * as its index in the registry (so a new answer appended to the registry comes last).
   */
  order?: number;
  /** Choices that depend on other answers (payment terms without delivery for an image only). */
  optionsIn?: (root: unknown) => readonly FieldOption[];
  /** The named composite renderer of an answer no single input can ask (see FieldWidget). */
  widget?: FieldWidget;
  /**
   * Writes the answer when it changes others too (unticking the graphic work drops the resale
   * right): returns the new root. Absent: the value is set at `key`.
   */
  write?: (root: unknown, value: unknown) => unknown;
  /** How the input's text becomes the stored value (a number of years, '' for the default). */
  parse?: (text: string) => unknown;
  /** A select whose answer always holds one of its options (a default): no empty first choice. */
  alwaysSet?: boolean;
  /** Takes a whole row of its group's two-column grid (a long select, a name). */
  wide?: boolean;
  /** Help shown under the input (what to type, why it is asked). */
  hint?: string;
  /** Help that depends on other answers (the default duration of a free or paid grant). */
  hintIn?: (root: unknown) => string;
  placeholder?: string;
  /** A placeholder that depends on other answers (the default destination's grantee). */
  placeholderIn?: (root: unknown) => string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'email' | 'tel' | 'text';
  /**
   * A field of each item of a list (`coauteurs.*.nom`): declared once, it becomes one field per
   * item of the draft's list (`coauteurs.0.nom`…), labelled and grouped by the item's number
   * (list-fields.ts).
   */
  each?: { whose: (n: number) => string; group: (n: number) => string };
};

/**
 * The dotted paths of a record's answers (`auteur_info.parent1.nom`); a list of values is one
 * answer, a list of records has a field per item (`coauteurs.*.nom`).
 */
type PathsOf<T, Depth extends unknown[] = []> = Depth['length'] extends 4
  ? never
  : T extends readonly (infer Item)[]
    ? Item extends object
      ? `*.${PathsOf<Item, [...Depth, unknown]>}`
      : never
    : T extends object
      ? {
          [K in keyof T & string]: K | `${K}.${PathsOf<NonNullable<T[K]>, [...Depth, unknown]>}`;
        }[keyof T & string]
      : never;
/** Every path of the draft (either kind of author), so a spec's key is checked against it. */
export type DraftPath = PathsOf<Draft>;
/** A spec whose key the compiler checks against the draft. */
export type DraftFieldSpec = FieldSpec & { key: DraftPath };
