import { createElement } from 'react';
import type { ContractElement, Run } from '@core/schemas/document';
import { styleClass } from '@core/document/styles';
import { elementTag } from '../model/element-tag';
import { RunView } from '../../../components/contract-text/run-view';

/** ProseMirror gives an empty line (an empty paragraph, or one ending in a break) its height. */
const needsTrailingBreak = (runs: readonly Run[]) => {
  const text = runs.map((r) => r.text).join('');
  return text === '' || text.endsWith('\n');
};

/**
 * The contract as the editor's page shows it, without the editor: the same tags, classes and
 * attributes ProseMirror writes for each element (model/extensions.ts), so the page has its final
 * layout before TipTap's code has arrived, and trading it for the editor moves nothing
 * (editor-page.tsx). Text is React text, never HTML.
 */
export function StaticDocument({ elements }: { elements: readonly ContractElement[] }) {
  return (
    <div>
      <div lang="fr" translate="no" className="tiptap ProseMirror">
        {elements.map((el) =>
          el.type === 'spacer' ? (
            <div
              key={el.id}
              data-element-id={el.id}
              data-spacer=""
              className="contract-spacer"
              aria-hidden="true"
              style={{ height: `${Number(el.height) || 0}pt` }}
            />
          ) : (
            createElement(
              elementTag(el.style),
              {
                key: el.id,
                'data-element-id': el.id,
                'data-style': el.style,
                className: `contract-el ${styleClass(el.style)}`,
                style: el.align ? { textAlign: el.align } : undefined,
              },
              ...el.runs.map((run, i) => <RunView key={i} run={run} />),
              needsTrailingBreak(el.runs) ? (
                <br key="trailing" className="ProseMirror-trailingBreak" />
              ) : null,
            )
          ),
        )}
      </div>
    </div>
  );
}
