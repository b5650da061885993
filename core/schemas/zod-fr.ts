import { z } from 'zod';

// Every validation message a user or API client sees is French (docs/product.md: French first).
// Importing this module once configures zod's global error map; schema files import it.
z.config(z.locales.fr());

export { z };

/** A free text field with a French length message. */
export const text = (max: number) =>
  z.string({ error: 'Ce champ doit être un texte.' }).max(max, {
    error: `Ce champ ne doit pas dépasser ${max} caractères.`,
  });

/** Optional text that defaults to '' so renderers never see undefined. */
export const optionalText = (max: number) => text(max).default('');
