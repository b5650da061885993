import { memo, type ReactNode } from 'react';
import type { ContractDocument, ContractElement, ParagraphElement, Run } from '@core/document';
import { disclaimerStart, styleClass } from '@core/document';
import { ClauseNote } from './clause-note';
import { sections } from './sections';

/** Inline runs as React nodes: text is always text (React escapes it), never parsed as HTML. */
function RunView({ run }: { run: Run }): ReactNode {
  const lines = run.text.split(/\r?\n/);
  let node: ReactNode = lines.flatMap((line, i) => (i === 0 ? [line] : [<br key={i} />, line]));
  if (run.highlight) node = <mark>{node}</mark>;
  if (run.underline) node = <u>{node}</u>;
  if (run.italic) node = <em>{node}</em>;
  if (run.bold) node = <strong>{node}</strong>;
  return node;
}

const ALIGN = { left: 'text-left', center: 'text-center', right: 'text-right', justify: 'text-justify' } as const;

const STYLE_CLASSES: Record<ParagraphElement['style'], string> = {
  ContractTitle: 'text-center text-lg font-bold uppercase tracking-wide',
  ContractSubtitle: 'text-center text-sm italic text-slate-700 mb-4',
  ContractArticle: 'mt-5 text-[0.95rem] font-bold',
  ContractSubArticle: 'mt-3 font-semibold',
  ContractBody: 'mt-2 sm:text-justify',
  ContractListItem: 'ml-5 list-disc',
  ContractSignature: 'mt-1',
  ContractNotice: 'mt-4 rounded border border-slate-200 bg-slate-50 p-2 text-xs text-slate-700',
};

function Paragraph({ el }: { el: ParagraphElement }) {
  const className = `${styleClass(el.style)} ${STYLE_CLASSES[el.style]} ${el.align ? ALIGN[el.align] : ''}`;
  const runs = el.runs.map((run, i) => <RunView key={i} run={run} />);
  switch (el.style) {
    case 'ContractTitle':
      return <h3 id={`pv-${el.id}`} className={className}>{runs}</h3>;
    case 'ContractArticle':
      return <h4 id={`pv-${el.id}`} className={className}>{runs}</h4>;
    case 'ContractSubArticle':
      return <h5 id={`pv-${el.id}`} className={className}>{runs}</h5>;
    case 'ContractListItem':
      return <li id={`pv-${el.id}`} className={className}>{runs}</li>;
    default:
      return <p id={`pv-${el.id}`} className={className}>{runs}</p>;
  }
}

const sameRuns = (a: readonly Run[], b: readonly Run[]) =>
  a.length === b.length &&
  a.every((r, i) => {
    const s = b[i];
    return !!s && r.text === s.text && r.bold === s.bold && r.italic === s.italic && r.underline === s.underline && r.highlight === s.highlight;
  });

/**
 * One element; re-rendered only when its content changed, so a keystroke touches the few
 * paragraphs that quote the edited field and the preview paints within the same frame.
 */
const ElementView = memo(
  function ElementView({ el }: { el: ContractElement }) {
    if (el.type === 'spacer') return <div aria-hidden="true" style={{ height: el.height }} />;
    return <Paragraph el={el} />;
  },
  (prev, next) => {
    const a = prev.el;
    const b = next.el;
    if (a.type === 'spacer' || b.type === 'spacer') return a.type === b.type && a.id === b.id && JSON.stringify(a) === JSON.stringify(b);
    return a.id === b.id && a.style === b.style && a.align === b.align && sameRuns(a.runs, b.runs);
  },
);

/** Groups consecutive list items into one <ul>, as the document renderers do. */
function group(elements: readonly ContractElement[]): (ContractElement | ContractElement[])[] {
  const out: (ContractElement | ContractElement[])[] = [];
  for (const el of elements) {
    const isItem = el.type === 'paragraph' && el.style === 'ContractListItem';
    const last = out[out.length - 1];
    if (isItem && Array.isArray(last)) last.push(el);
    else out.push(isItem ? [el] : el);
  }
  return out;
}

/** Consecutive elements, list items grouped into one <ul> as the document renderers do. */
function Elements({ elements, outsideId }: { elements: readonly ContractElement[]; outsideId: string | undefined }) {
  return group(elements).map((item) =>
    Array.isArray(item) ? (
      <ul key={item[0]?.id} className="mt-1">
        {item.map((el) => (
          <ElementView key={el.id} el={el} />
        ))}
      </ul>
    ) : item.id === outsideId ? (
      <div key={item.id} className="contract-disclaimer mt-8 border-t-2 border-dashed border-slate-300 pt-4">
        <ElementView el={item} />
      </div>
    ) : (
      <ElementView key={item.id} el={item} />
    ),
  );
}

/**
 * The contract formatted like the document: bold headings, articles, lists, signatures. Each
 * section is a `data-section` block the preview can scroll to and highlight (issue 11 item 4);
 * an article shows its « Pourquoi cette clause ? » note under its heading, outside the document.
 */
export function ContractView({ doc }: { doc: ContractDocument }) {
  // LEGAL.md H13: what follows the signatures is not part of the deed; a page-like break marks it.
  const outsideId = doc.elements[disclaimerStart(doc.elements)]?.id;
  return (
    // overflow-wrap: a long unbroken name (no space) breaks inside the page instead of spilling out.
    <article lang="fr" className="font-serif text-[0.85rem] leading-relaxed text-slate-900 [overflow-wrap:anywhere]">
      {sections(doc.elements, outsideId).map((section) => (
        <div key={section.elements[0]?.id} data-section={section.key} className="clause-section">
          {section.article ? (
            <>
              <Elements elements={section.elements.slice(0, 1)} outsideId={outsideId} />
              <ClauseNote articleKey={section.key} />
              <Elements elements={section.elements.slice(1)} outsideId={outsideId} />
            </>
          ) : (
            <Elements elements={section.elements} outsideId={outsideId} />
          )}
        </div>
      ))}
    </article>
  );
}
