import { uniqueIds } from '@core/document/unique-ids';
import type { ContractExport, ExportedElement, HtmlElement } from '@core/schemas/contract-export';
import type { ContractElement } from '@core/schemas/document';
import { assertSaveHtmlBounded } from '@server/sanitize/html-bounds';
import { elementFromHtml } from '@server/sanitize/html-element';

const isHtml = (el: ExportedElement): el is HtmlElement => 'text' in el;

/**
 * The file's elements as the model: ours (runs) as they are — their text is plain text, data that
 * every renderer escapes, as when typed in the editor — the specification's HTML ones converted
 * at this edge by the one sanitiser, ids made unique.
 */
function importedElements(list: readonly ExportedElement[]): ContractElement[] {
  assertSaveHtmlBounded(
    list.flatMap((el, i) =>
      isHtml(el) && el.type === 'paragraph' ? [{ html: el.text, path: `elements.${i}.text` }] : [],
    ),
  );
  const elements = list.flatMap((el, i): ContractElement[] => {
    if (isHtml(el)) {
      const converted = elementFromHtml(el, i);
      return converted ? [converted] : [];
    }
    return [el];
  });
  return uniqueIds(elements);
}

export type ImportedContract = Omit<ContractExport, 'elements'> & { elements?: ContractElement[] };

/**
 * The imported contract with its elements as the model. Its texts — title, answers, runs,
 * comments — are plain text and stay exactly as written: the app stores « Titre <Projet X> » as
 * typed and escapes it wherever it is shown, so stripping what looked like tags only lost words
 * on an export and import round trip (« Affiche <Festival Lumière> » came back « Affiche  »).
 * Only the specification's HTML elements are markup, and they go
 * through the one allowlist sanitiser. The text guard then checks every decoded text
 * (read-import.ts).
 */
export function sanitizeImport(contract: ContractExport): ImportedContract {
  const { elements: _foreign, ...rest } = contract;
  return {
    ...rest,
    ...(contract.elements ? { elements: importedElements(contract.elements) } : {}),
  };
}
