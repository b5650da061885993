import { z } from './zod-fr';

/** Styles of the contract's paragraphs; the first four are the spec's, the rest ours. */
export const ELEMENT_STYLES = [
  'ContractTitle',
  'ContractSubtitle',
  'ContractArticle',
  'ContractSubArticle',
  'ContractBody',
  'ContractListItem',
  'ContractSignature',
  'ContractNotice',
] as const;
export type ElementStyle = (typeof ELEMENT_STYLES)[number];

export const ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

/** One run of inline text; the only formatting is strong, em, u and mark (docs/design.md §1). */
export const runSchema = z.strictObject({
  text: z.string().max(20_000),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
  underline: z.boolean().optional(),
  highlight: z.boolean().optional(),
});
export type Run = z.infer<typeof runSchema>;

const elementId = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[A-Za-z0-9_-]+$/, {
    error: 'L’identifiant d’un élément ne peut contenir que lettres, chiffres, - et _.',
  });

export const paragraphElementSchema = z.strictObject({
  id: elementId,
  type: z.literal('paragraph'),
  style: z.enum(ELEMENT_STYLES),
  runs: z.array(runSchema).max(500),
  align: z.enum(ALIGNMENTS).optional(),
});
export const spacerElementSchema = z.strictObject({
  id: elementId,
  type: z.literal('spacer'),
  height: z.number().min(0).max(200),
});
export const contractElementSchema = z.discriminatedUnion('type', [
  paragraphElementSchema,
  spacerElementSchema,
]);
export type ParagraphElement = z.infer<typeof paragraphElementSchema>;
export type SpacerElement = z.infer<typeof spacerElementSchema>;
export type ContractElement = z.infer<typeof contractElementSchema>;

/**
 * The one document model every output derives from (docs/design.md §1): preview, plain text, PDF,
 * DOCX and the editor's elements. Consecutive ContractSignature paragraphs form one block
 * that renderers never split across pages.
 */
export const contractDocumentSchema = z.strictObject({
  title: z.string().max(300),
  lang: z.literal('fr'),
  elements: z.array(contractElementSchema).max(5000),
});
export type ContractDocument = z.infer<typeof contractDocumentSchema>;
