import { z } from 'zod';
import { decoratedText, INVISIBLE_IN_NAME } from '../rules/name-characters';

// Every validation message a user or API client sees is French (docs/product.md: French first).
// Importing this module once configures zod's global error map; schema files import it.
z.config(z.locales.fr());
// In a page the CSP forbids eval (server/plugins/security.ts): zod's compiled fast path cannot run
// there, and its probe for it (`new Function`) only left a CSP violation report on every page. The
// server keeps the fast path.
if ('document' in globalThis) z.config({ jitless: true });

export { z };

/** A free text of several lines (a description, a destination), with a French length message. */
export const multilineText = (max: number) =>
  z.string({ error: 'Ce champ doit être un texte.' }).max(max, {
    error: `Ce champ ne doit pas dépasser ${max} caractères.`,
  });

export const SINGLE_LINE_MESSAGE =
  'Ce champ tient sur une seule ligne\u00a0: retirez les retours à la ligne.';

/**
 * A one-line text (a name, an address, a title), with a French length message. The pages ask
 * these in one-line inputs; a line break sent to the API would print inside a sentence of the
 * contract as a line of its own (« ARTICLE 99 – … » under a name).
 */
export const text = (max: number) =>
  multilineText(max).refine((value) => !/[\n\r\u2028\u2029]/.test(value), {
    error: SINGLE_LINE_MESSAGE,
  });

/** Optional one-line text that defaults to '' so renderers never see undefined. */
export const optionalText = (max: number) => text(max).default('');

/** Optional text of several lines, defaulting to ''. */
export const optionalMultilineText = (max: number) => multilineText(max).default('');

/**
 * A whole number from `min` to `max`, with one French message naming it for every way of missing
 * (a text, a decimal, 1e400 read as Infinity, out of range): zod's own read « nombre attendu,
 * nombre reçu » for Infinity.
 */
export const wholeNumber = (min: number, max: number, what: string) => {
  const error = `${what} doit être un nombre entier de ${min} à ${max}.`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

export const EMPTY_TITLE_MESSAGE = 'Le titre ne peut pas être vide.';

/**
 * A contract's title (docs/product.md §5): one line, at most 200 characters, trimmed, and with
 * at least one visible character — spaces alone or zero-width characters are an empty title.
 */
export const HIDDEN_IN_TITLE_MESSAGE =
  'Ce titre contient un caractère invisible ou des signes ajoutés aux lettres (barré, accents empilés)\u00a0: retapez-le au clavier.';

export const contractTitle = () =>
  text(200)
    .trim()
    // Something visible: not only spaces or characters that print nothing (zero-width, soft
    // hyphen, the Hangul fillers, Braille blank — « empty » titles made of them).
    .refine((value) => /[^\s\p{Default_Ignorable_Code_Point}\u2800]/u.test(value), {
      error: EMPTY_TITLE_MESSAGE,
      abort: true,
    })
    // Quoted in the consent each signer ticks and in the evidence file: read as it is spelled.
    .refine((value) => !INVISIBLE_IN_NAME.test(value) && !decoratedText(value), {
      error: HIDDEN_IN_TITLE_MESSAGE,
    });
