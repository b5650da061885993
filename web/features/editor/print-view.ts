import type { ContractDocument, ParagraphElement } from '@core/schemas/document';
import { contractCss } from '@core/document/styles';
import { paragraphNode, spacerNode } from '@web/components/contract-text/contract-dom';
import { elementTag } from './model/element-tag';

/**
 * The printable view (docs/product.md §2, §5, §9): a new 800×600 window holding the contract on an
 * A4 page (15 mm margins, 10 pt), paragraph styles from core/document/styles.ts. Built with DOM APIs only — text goes in as text nodes, never as
 * markup, and no script runs in the window (our CSP forbids inline scripts): its buttons are
 * wired from here. Styles use a constructed stylesheet, which the CSP's style-src allows.
 */
const CSS = `
@page { size: A4; margin: 15mm; }
html { background: #e7e5e4; }
body { margin: 0; font: 10pt/1.45 'Libertinus Serif', Georgia, 'Times New Roman', serif; color: #111; }
.page { box-sizing: border-box; width: 210mm; max-width: 100%; margin: 16px auto; padding: 15mm; background: #fff; }
h1, h2, h3, p { white-space: pre-wrap; }
mark { background: #fde68a; }
.controls { position: sticky; top: 0; display: flex; gap: 8px; justify-content: center; padding: 8px; background: #1c3a62; }
.controls button { font: 14px system-ui, sans-serif; padding: 6px 14px; border-radius: 6px; border: 0; cursor: pointer; }
@media print { html { background: #fff; } .controls { display: none; } .page { margin: 0; padding: 0; width: auto; } }
`;

/**
 * The contract face's @font-face rules of this page (web/index.css), for the new window: it shares
 * this page's origin and base URL, so their `url()`s load there too and the printout is set in the
 * PDF's letters rather than the machine's serif.
 */
function contractFontFaces(): string {
  const faces: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // a stylesheet of another origin hides its rules
    }
    for (const rule of Array.from(rules))
      if (
        rule instanceof CSSFontFaceRule &&
        rule.style.getPropertyValue('font-family').includes('Libertinus Serif')
      )
        faces.push(rule.cssText);
  }
  return faces.join('\n');
}

/** One paragraph per element (no <ul>): the list marker is the stylesheet's. */
const paragraph = (doc: Document, el: ParagraphElement) =>
  paragraphNode(doc, el, elementTag(el.style));

export type PrintResult = 'ok' | 'no-content' | 'blocked';

export function openPrintView(contract: ContractDocument | null): PrintResult {
  if (!contract || contract.elements.length === 0) return 'no-content';
  const win = window.open('', '_blank', 'width=800,height=600');
  if (!win) return 'blocked';
  const doc = win.document;
  doc.title = contract.title || 'Contrat';
  doc.documentElement.lang = 'fr';
  try {
    const sheet = new (win as unknown as typeof globalThis).CSSStyleSheet();
    sheet.replaceSync(`${contractFontFaces()}\n${CSS}\n${contractCss('.page')}`);
    doc.adoptedStyleSheets = [sheet];
  } catch {
    // Very old browser: the page still prints, unstyled.
  }
  const controls = doc.createElement('div');
  controls.className = 'controls';
  const print = doc.createElement('button');
  print.type = 'button';
  print.textContent = 'Imprimer';
  const close = doc.createElement('button');
  close.type = 'button';
  close.textContent = 'Fermer';
  controls.append(print, close);
  print.addEventListener('click', () => {
    controls.hidden = true;
    win.print();
    // docs/product.md §9: the controls come back 1000 ms after printing.
    win.setTimeout(() => (controls.hidden = false), 1000);
  });
  close.addEventListener('click', () => win.close());
  const page = doc.createElement('main');
  page.className = 'page';
  for (const el of contract.elements) {
    page.append(el.type === 'spacer' ? spacerNode(doc, el) : paragraph(doc, el));
  }
  doc.body.replaceChildren(controls, page);
  return 'ok';
}
