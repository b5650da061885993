import type { PartySide } from '@core/schemas/side';
import { memo } from 'react';
import type { ContractDocument, ContractElement, ParagraphElement } from '@core/document';
import { disclaimerStart } from '@core/document';
import { PARAGRAPH_STYLES, styleClass } from '@core/document/styles';
import { useContractStyles } from '../../../lib/use-contract-styles';
import { ClauseNote } from '../../../components/clause-note/clause-note';
import { sections } from './sections';
import { RunView } from '../../../components/contract-text/run-view';
import { spacerHeight } from '../../../components/contract-text/marks';
import { sameRuns } from '@core/document/runs';

/**
 * One paragraph, styled by the shared stylesheet (core/document/styles.ts, adopted once by
 * useContractStyles). Headings sit two levels below the wizard page's own h1/h2.
 */
function Paragraph({ el, prefix }: { el: ParagraphElement; prefix: string }) {
  const { tag, level } = PARAGRAPH_STYLES[el.style];
  const Tag = level === null ? tag : (`h${Math.min(6, level + 2)}` as 'h3');
  return (
    <Tag
      id={`${prefix}-${el.id}`}
      className={styleClass(el.style)}
      style={el.align ? { textAlign: el.align } : undefined}
    >
      {el.runs.map((run, i) => (
        <RunView key={i} run={run} />
      ))}
    </Tag>
  );
}

/**
 * One element; re-rendered only when its content changed, so a keystroke touches the few
 * paragraphs that quote the edited field and the preview paints within the same frame.
 */
const ElementView = memo(
  function ElementView({ el, prefix }: { el: ContractElement; prefix: string }) {
    if (el.type === 'spacer')
      return <div aria-hidden="true" style={{ height: spacerHeight(el) }} />;
    return <Paragraph el={el} prefix={prefix} />;
  },
  (prev, next) => {
    if (prev.prefix !== next.prefix) return false;
    const a = prev.el;
    const b = next.el;
    if (a.type === 'spacer' || b.type === 'spacer')
      return a.type === b.type && a.id === b.id && JSON.stringify(a) === JSON.stringify(b);
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
function Elements({
  elements,
  outsideId,
  prefix,
}: {
  elements: readonly ContractElement[];
  outsideId: string | undefined;
  prefix: string;
}) {
  return group(elements).map((item) =>
    Array.isArray(item) ? (
      <ul key={item[0]?.id} className="contract-list">
        {item.map((el) => (
          <ElementView key={el.id} el={el} prefix={prefix} />
        ))}
      </ul>
    ) : item.id === outsideId ? (
      <div
        key={item.id}
        className="contract-disclaimer mt-8 border-t-2 border-dashed border-slate-300 pt-4"
      >
        <ElementView el={item} prefix={prefix} />
      </div>
    ) : (
      <ElementView key={item.id} el={item} prefix={prefix} />
    ),
  );
}

const PREVIEW_SCOPE = '[data-contract-preview]';

/**
 * The contract formatted like the document: bold headings, articles, lists, signatures. Each
 * section is a `data-section` block the preview can scroll to and highlight;
 * an article shows its « Pourquoi cette clause ? » note under its heading, outside the document.
 */
export function ContractView({
  doc,
  idPrefix = 'pv',
  side,
}: {
  doc: ContractDocument;
  /** The user's side: each note adds what the article means for them (« vous cédez… »). */
  side?: PartySide;
  /** Paragraph ids' prefix: two views on one page must not share ids. */ idPrefix?: string;
}) {
  // legal review H13: what follows the signatures is not part of the deed; a page-like break marks
  // it.
  const outsideId = doc.elements[disclaimerStart(doc.elements)]?.id;
  useContractStyles(PREVIEW_SCOPE);
  return (
    // overflow-wrap: a long unbroken name (no space) breaks inside the page instead of spilling out.
    <article
      lang="fr"
      data-contract-preview=""
      className="font-serif leading-relaxed text-slate-900 [overflow-wrap:anywhere]"
    >
      {sections(doc.elements, outsideId).map((section) => (
        <div key={section.elements[0]?.id} data-section={section.key} className="clause-section">
          {section.article ? (
            <>
              <Elements
                elements={section.elements.slice(0, 1)}
                outsideId={outsideId}
                prefix={idPrefix}
              />
              <ClauseNote articleKey={section.key} side={side} className="mt-1" />
              <Elements
                elements={section.elements.slice(1)}
                outsideId={outsideId}
                prefix={idPrefix}
              />
            </>
          ) : (
            <Elements elements={section.elements} outsideId={outsideId} prefix={idPrefix} />
          )}
        </div>
      ))}
    </article>
  );
}
