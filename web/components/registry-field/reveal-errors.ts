import { createContext, useContext } from 'react';

/**
 * Set once « Suivant » was refused: every field of the step shows its format error at once, not
 * only after it was left, so the message the summary names is under the field it focuses.
 */
export const RevealErrors = createContext(false);
export const useRevealErrors = () => useContext(RevealErrors);
