import { useCallback } from 'react';
import type { Editor } from '@tiptap/core';
import { dossierFileName, downloadFileName, exportFileName } from '@core/rules/export-file-name';
import { downloadBlob, exportJson, fetchDossier, generateFile } from '../api';
import { docToElements, toContractDocument } from '../model/convert';
import { fileFailureMessage } from '@web/lib/file-failure';
import { MESSAGES } from '../messages';
import { openPrintView } from '../print-view';

type Show = (tone: 'info' | 'success' | 'error', text: string, ms?: number) => void;

/**
 * PDF and Word from the edited document; after saving, the JSON export (for re-import) and
 * « Dossier pour votre juriste » (Word with the comments); the printable view.
 */
export function useFileActions(o: {
  contractId: string;
  editor: Editor | null;
  title: string;
  save: () => Promise<boolean>;
  show: Show;
}) {
  const { contractId, editor, title, save, show } = o;
  const current = useCallback(
    () =>
      editor && !editor.isDestroyed
        ? toContractDocument(title, docToElements(editor.getJSON()))
        : null,
    [editor, title],
  );

  const download = useCallback(
    async (format: 'pdf' | 'docx') => {
      const doc = current();
      const text =
        format === 'pdf'
          ? MESSAGES
          : {
              pdfPending: MESSAGES.docxPending,
              pdfDone: MESSAGES.docxDone,
              pdfFailed: MESSAGES.docxFailed,
            };
      show('info', text.pdfPending);
      try {
        if (!doc) throw new Error('no document');
        const name = title.trim() || 'contrat';
        downloadBlob(
          await generateFile(format, doc, contractId, name),
          downloadFileName(name, format),
        );
        show('success', text.pdfDone, 3000);
      } catch (error) {
        show('error', fileFailureMessage(error, text.pdfFailed), 5000);
      }
    },
    [contractId, current, show, title],
  );

  /** Saves first (the server builds these files from the stored contract), then downloads. */
  const savedFile = useCallback(
    async (
      text: { pending: string; done: string; failed: string },
      fetchFile: () => Promise<{ blob: Blob; name: string }>,
    ) => {
      show('info', text.pending);
      if (!(await save())) {
        show('error', text.failed);
        return;
      }
      try {
        const { blob, name } = await fetchFile();
        downloadBlob(blob, name);
        show('success', text.done, 3000);
      } catch {
        show('error', text.failed);
      }
    },
    [save, show],
  );

  const exportContract = useCallback(
    () =>
      savedFile(
        {
          pending: MESSAGES.exportPending,
          done: MESSAGES.exportDone,
          failed: MESSAGES.exportFailed,
        },
        async () => {
          const name = exportFileName(null, { title, id: contractId });
          return { blob: await exportJson(contractId, name), name };
        },
      ),
    [contractId, savedFile, title],
  );

  const downloadDossier = useCallback(
    () =>
      savedFile(
        {
          pending: MESSAGES.dossierPending,
          done: MESSAGES.dossierDone,
          failed: MESSAGES.dossierFailed,
        },
        async () => ({ blob: await fetchDossier(contractId), name: dossierFileName(title) }),
      ),
    [contractId, savedFile, title],
  );

  const print = useCallback(() => {
    const result = openPrintView(current());
    if (result === 'no-content') show('error', MESSAGES.printNoContent, 5000);
    if (result === 'blocked') show('error', MESSAGES.printBlocked, 5000);
  }, [current, show]);

  return {
    downloadPdf: () => download('pdf'),
    downloadDocx: () => download('docx'),
    exportContract,
    downloadDossier,
    print,
  };
}
