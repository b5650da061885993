import { PDF } from '@libpdf/core';

/**
 * One PDF: `main`'s pages, then `appendix`'s (the « Dossier de preuve », rendered on its own and
 * appended before sealing). `main` stays the base document, so its catalog — title, language,
 * structure tree of the contract's pages — is kept; the appended pages come without their
 * structure tags. The result is a full rewrite: append before sealing, never to a sealed PDF
 * (that would break its seal; seal-pdf adds to a file only incrementally).
 */
export async function appendPdf(main: Uint8Array, appendix: Uint8Array): Promise<Uint8Array> {
  const document = await PDF.load(main);
  const source = await PDF.load(appendix);
  const indices = Array.from({ length: source.getPageCount() }, (_, index) => index);
  await document.copyPagesFrom(source, indices, { includeAnnotations: true });
  return document.save();
}
