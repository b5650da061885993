import { createHash } from 'node:crypto';
import { PDF, PdfArray, PdfDict, PdfName, PdfStream, PdfString } from '@libpdf/core';

/**
 * A file embedded in the joined PDF (the frozen contract the signers read). It is added with the
 * dossier, before the seal, so the seal covers its bytes as it covers the pages.
 */
export type PdfAttachment = {
  /** Its key in the catalog's /EmbeddedFiles name tree, and the file name readers save it as. */
  name: string;
  bytes: Uint8Array;
  /** /Desc: what readers show in their attachments pane. */
  description: string;
  /** /CreationDate and /ModDate of the embedded file. */
  date: Date;
  /**
   * /AFRelationship (PDF 2.0, 14.13 « Associated files »): « Source » is the original the
   * document's content was made from.
   */
  relationship: 'Source' | 'Data' | 'Alternative' | 'Supplement' | 'Unspecified';
};

/**
 * Embeds `file` with @libpdf/core's attachments API (the /EmbeddedFiles name tree, /F, /UF,
 * /Desc, /Params /Size and dates), then completes what it does not write: /Params /CheckSum (the
 * MD5 the PDF format defines, 7.11.4), /AFRelationship, and the catalog's /AF array that
 * associates the file with the whole document. The stream is compressed on save
 * (`compressStreams`), so the outer file's bytes never hold the inner PDF's own xref, trailer or
 * « %%EOF », which the verifier's strict reader of the sealed file must not meet.
 */
function attach(document: PDF, file: PdfAttachment): void {
  document.addAttachment(file.name, file.bytes, {
    description: file.description,
    mimeType: 'application/pdf',
    createdAt: file.date,
    modifiedAt: file.date,
  });
  const { registry, catalog } = document.context;
  const spec = catalog.getEmbeddedFilesTree()?.get(file.name);
  const specRef = spec instanceof PdfDict ? registry.getRef(spec) : null;
  const streamRef = spec instanceof PdfDict ? spec.getDict('EF')?.getRef('F') : undefined;
  const stream = streamRef ? registry.resolve(streamRef) : null;
  const params = stream instanceof PdfStream ? stream.getDict('Params') : undefined;
  if (!(spec instanceof PdfDict) || !specRef || !params)
    throw new Error(`appendPdf: the attachment « ${file.name} » was not embedded as expected`);
  params.set(
    'CheckSum',
    PdfString.fromBytes(new Uint8Array(createHash('md5').update(file.bytes).digest())),
  );
  spec.set('AFRelationship', PdfName.of(file.relationship));
  const root = document.getCatalog();
  const associated = root.getArray('AF', (ref) => registry.resolve(ref));
  if (associated) associated.push(specRef);
  else root.set('AF', new PdfArray([specRef]));
}

/**
 * One PDF: `main`'s pages, then `appendix`'s (the « Dossier de preuve », rendered on its own and
 * appended before sealing), with `attachments` embedded. `main` stays the base document, so its
 * catalog — title, language, structure tree of the contract's pages — is kept; the appended pages
 * come without their structure tags. The result is a full rewrite: append before sealing, never
 * to a sealed PDF (that would break its seal; seal-pdf adds to a file only incrementally).
 */
export async function appendPdf(
  main: Uint8Array,
  appendix: Uint8Array,
  attachments: readonly PdfAttachment[] = [],
): Promise<Uint8Array> {
  const document = await PDF.load(main);
  const source = await PDF.load(appendix);
  const indices = Array.from({ length: source.getPageCount() }, (_, index) => index);
  await document.copyPagesFrom(source, indices, { includeAnnotations: true });
  for (const file of attachments) attach(document, file);
  return document.save();
}
