import { memo } from 'react';
import type { ContractElement, ParagraphElement } from '@core/schemas/document';
import { sameRuns } from '@core/document/runs';
import { PARAGRAPH_STYLES, styleClass } from '@core/document/styles';
import { RunView } from './run-view';
import { spacerHeight } from './marks';

/**
 * A contract's elements as React components: the wizard's preview (with its sections and notes
 * around them) and the signer's page draw the contract through this, with the paragraph styles of
 * core/document/styles.ts (adopted by useContractStyles under the page's scope); the pages that
 * write the DOM themselves use contract-dom.ts, with the same tags, marks and units.
 */

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
export function ContractElements({
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
