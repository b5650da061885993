/**
 * How a PDF's pages are framed (server/render/pdf/contract.typ):
 * - `paper`: a contract printed to be signed by hand — « Page N / M » and a box for initials;
 * - `electronic`: a contract signed online (LEGAL J19) — « Page N / M », nothing to initial:
 *   nobody writes on a PDF signed online;
 * - `evidence`: the dossier de preuve appended to it — « Dossier de preuve – page N / M », no
 *   initials, and each of its top-level headings on a page of its own, so that the page a
 *   signature line names is known before the dossier is laid out (evidence-dossier.ts).
 */
export const PAGE_LAYOUTS = ['paper', 'electronic', 'evidence'] as const;
export type PageLayout = (typeof PAGE_LAYOUTS)[number];
