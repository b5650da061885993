import type { PartySide } from '@core/answers/side';
import type { ContractDocument } from '@core/document';
import { disclaimerStart } from '@core/document';
import { useContractStyles } from '@web/lib/use-contract-styles';
import { ClauseNote } from '@web/components/clause-note/clause-note';
import { sections } from './sections';
import { ContractElements as Elements } from '@web/components/contract-text/contract-elements';

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
