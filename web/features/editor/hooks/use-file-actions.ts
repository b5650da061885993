import { useCallback } from 'react';
import type { Editor } from '@tiptap/core';
import { downloadFileName, exportFileName } from '@core/rules/export-file-name';
import { downloadBlob, exportJson, generateFile } from '../api';
import { docToElements, toContractDocument } from '../model/convert';
import { MESSAGES } from '../messages';
import { openPrintView } from '../print-view';

type Show = (tone: 'info' | 'success' | 'error', text: string, ms?: number) => void;

/** PDF and Word from the edited document, JSON export after saving, and the printable view. */
export function useFileActions(o: { contractId: string; editor: Editor | null; title: string; save: () => Promise<boolean>; show: Show }) {
  const { contractId, editor, title, save, show } = o;
  const current = useCallback(
    () => (editor && !editor.isDestroyed ? toContractDocument(title, docToElements(editor.getJSON())) : null),
    [editor, title],
  );

  const download = useCallback(
    async (format: 'pdf' | 'docx') => {
      const doc = current();
      const text = format === 'pdf' ? MESSAGES : { pdfPending: MESSAGES.docxPending, pdfDone: MESSAGES.docxDone, pdfFailed: MESSAGES.docxFailed };
      show('info', text.pdfPending);
      try {
        if (!doc) throw new Error('no document');
        const name = title.trim() || 'contrat';
        downloadBlob(await generateFile(format, doc, name), downloadFileName(name, format));
        show('success', text.pdfDone, 3000);
      } catch {
        show('error', text.pdfFailed, 5000);
      }
    },
    [current, show, title],
  );

  const exportContract = useCallback(async () => {
    show('info', MESSAGES.exportPending);
    if (!(await save())) {
      show('error', MESSAGES.exportFailed);
      return;
    }
    try {
      const name = exportFileName(null, { title, id: contractId });
      downloadBlob(await exportJson(contractId, name), name);
      show('success', MESSAGES.exportDone, 3000);
    } catch {
      show('error', MESSAGES.exportFailed);
    }
  }, [contractId, save, show, title]);

  const print = useCallback(() => {
    const result = openPrintView(current());
    if (result === 'no-content') show('error', MESSAGES.printNoContent, 5000);
    if (result === 'blocked') show('error', MESSAGES.printBlocked, 5000);
  }, [current, show]);

  return { downloadPdf: () => download('pdf'), downloadDocx: () => download('docx'), exportContract, print };
}
