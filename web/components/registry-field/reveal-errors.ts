import { createContext, useContext } from 'react';
import type { MissingField } from '@core/rules/readiness';

/**
 * Set once « Suivant » was refused: every field of the step shows its format error at once, not
 * only after it was left, so the message the summary names is under the field it focuses.
 */
export const RevealErrors = createContext(false);
export const useRevealErrors = () => useContext(RevealErrors);

/** Said under a required field left blank when « Suivant » names it. */
export const BLANK_ANSWER_MESSAGE = 'Réponse obligatoire\u00a0: complétez ce champ.';

export const NO_BLANKS: ReadonlySet<string> = new Set();
/** The keys of the required answers « Suivant » found blank, for their fields to say so. */
export const blankKeys = (fields: readonly MissingField[]): ReadonlySet<string> =>
  new Set(fields.map((field) => field.key));
export const BlankAnswers = createContext<ReadonlySet<string>>(NO_BLANKS);
export const useBlankAnswers = () => useContext(BlankAnswers);
