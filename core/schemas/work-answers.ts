import { z } from './zod-fr';

/**
 * Answers about the work and its exploitation that make every factual sentence of a contract come
 * from the user (LEGAL J1–J7; docs/legal-review.md section J).
 */

/** Ticked for a new draft: the spec includes the website and Discord by default (LEGAL J1). */
export const DEFAULT_SUPPORTS = ['site_internet', 'serveur_discord'] as const;

export const workAnswersFields = {
  /**
   * `supports` lists every support, the website and Discord included. A draft stored before they
   * became ordinary supports lacks this mark: stored-draft.ts then adds them back, as they were
   * always printed for it.
   */
  supports_explicites: z
    .literal(true, { error: 'supports_explicites doit valoir vrai.' })
    .default(true),
};
