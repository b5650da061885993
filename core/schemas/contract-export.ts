import { contractElementSchema, ALIGNMENTS, ELEMENT_STYLES } from './document';
import { draftSchema } from './draft';
import { upgradeStoredDraft } from './stored-draft';
import { z, contractTitle, wholeNumber } from './zod-fr';

/**
 * The contract exchange file (docs/product.md §1 "import and export of contracts as JSON", README
 * « Format d'export »). Versioned so a future change of the model can still read v1 files:
 * a reader checks `format` and `version` first, then the rest.
 */
export const CONTRACT_EXPORT_FORMAT = 'clausier-contract';
export const CONTRACT_EXPORT_VERSION = 1;
/** Largest file the import accepts (docs/design.md §3 body limit). */
export const CONTRACT_IMPORT_MAX_BYTES = 1024 * 1024;

/**
 * An editor element as the spec's editor speaks it (type, style, text as HTML, height): kept
 * for files whose elements were saved in that form. Its HTML is sanitised on import.
 */
export const htmlElementSchema = z.strictObject({
  id: z
    .string()
    .min(1)
    .max(80)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
  type: z.enum(['paragraph', 'spacer']),
  style: z.enum(ELEMENT_STYLES),
  text: z.string().max(50_000),
  height: z.number().min(0).max(200).optional(),
  align: z.enum(ALIGNMENTS).optional(),
});

/** Runs (our model) first; the spec's HTML element only when the runs form does not match. */
export const exportedElementSchema = z.union([contractElementSchema, htmlElementSchema]);

/** docs/product.md §3 "Comment"; `elementId` anchors it to an element when the editor knows it. */
export const exportedCommentSchema = z.strictObject({
  id: z.string().min(1).max(100),
  elementIndex: wholeNumber(0, 5000, 'Le numéro du paragraphe'),
  elementId: z.string().max(80).optional(),
  text: z.string().max(5000),
  date: z.string().max(40),
  user: z.string().max(120).default('Utilisateur'),
  selectedText: z.string().max(200).default(''),
  isEditing: z.boolean().optional(),
});

export const contractExportSchema = z
  .strictObject({
    format: z.literal(CONTRACT_EXPORT_FORMAT, {
      error: 'Ce fichier n’est pas un contrat exporté par Clausier.',
    }),
    version: z.literal(CONTRACT_EXPORT_VERSION, {
      error: 'Cette version du format d’export n’est pas prise en charge.',
    }),
    title: contractTitle(),
    is_draft: z.boolean().default(false),
    from_step6: z.boolean().default(false),
    /** Informative; the import dates the new contract itself. */
    exported_at: z.string().max(40).optional(),
    /**
     * Informative too: the account export (GET /api/account/export) names each contract and its
     * dates, so each of its entries is itself a file this schema imports (as a new contract).
     */
    id: z.string().max(100).optional(),
    created_at: z.string().max(40).optional(),
    updated_at: z.string().max(40).optional(),
    /** Version-1 exports made before the v2 price rules stay importable (stored-draft.ts). */
    form_data: z.preprocess(upgradeStoredDraft, draftSchema),
    elements: z.array(exportedElementSchema).max(5000).optional(),
    comments: z.array(exportedCommentSchema).max(5000).optional(),
  })
  .superRefine((file, ctx) => commentIssues(file, ctx));

/**
 * An imported file's comments must be what the editor can show and keep: a
 * comment on a paragraph the file does not have was dropped by the editor's first save,
 * two comments with one id were both kept, a date of « 9999-99-99 » showed as 1970. Refused in
 * French, naming the comment, rather than lost or garbled after the import said « importé ».
 */
function commentIssues(
  file: { elements?: { id?: string }[]; comments?: z.output<typeof exportedCommentSchema>[] },
  ctx: z.RefinementCtx,
): void {
  const seen = new Set<string>();
  const ids = new Set((file.elements ?? []).flatMap((e) => (e.id ? [e.id] : [])));
  (file.comments ?? []).forEach((comment, i) => {
    const issue = (message: string, key: string) =>
      ctx.addIssue({ code: 'custom', path: ['comments', i, key], message });
    if (seen.has(comment.id)) issue('Deux commentaires portent le même identifiant.', 'id');
    seen.add(comment.id);
    const time = Date.parse(comment.date);
    if (!/^\d{4}-\d{2}-\d{2}T/.test(comment.date) || Number.isNaN(time))
      issue('La date du commentaire doit être une date ISO.', 'date');
    // Anchored by id, or by position among the file's own paragraphs when it has some.
    const anchored =
      comment.elementId !== undefined && ids.size > 0
        ? ids.has(comment.elementId)
        : file.elements === undefined || comment.elementIndex < file.elements.length;
    if (!anchored)
      issue(
        'Ce commentaire est rattaché à un paragraphe qui n’existe pas dans le fichier.',
        'elementIndex',
      );
  });
}

export type ContractExport = z.output<typeof contractExportSchema>;
export type ContractExportInput = z.input<typeof contractExportSchema>;
export type HtmlElement = z.output<typeof htmlElementSchema>;
export type ExportedElement = z.output<typeof exportedElementSchema>;
export type ExportedComment = z.output<typeof exportedCommentSchema>;
