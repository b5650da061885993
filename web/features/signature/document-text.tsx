import { useEffect, useRef } from 'react';
import type { ContractDocument } from '@core/schemas/document';
import { disclaimerStart } from '@core/document/disclaimer';
import { ContractElements } from '@web/components/contract-text/contract-elements';
import { useContractStyles } from '@web/lib/use-contract-styles';

const SCOPE = '[data-signed-document]';
/** On a phone the signer reads the whole contract: body text a little larger than print's 10 pt. */
const BODY = '11.5pt';

/** Whether the text's last line is on screen now, inside its scroll box (signing-page.tsx). */
export function textEndShown(): boolean {
  const end = document.querySelector(`${SCOPE} [data-text-end]`);
  const box = end?.closest('[role="region"]');
  if (!end || !box) return false;
  const line = end.getBoundingClientRect();
  const frame = box.getBoundingClientRect();
  return (
    line.top <= Math.min(window.innerHeight, frame.bottom) && line.bottom >= Math.max(0, frame.top)
  );
}

/**
 * Calls `onEnd` once the text's last line has been on screen (scrolled to, or short enough to
 * show whole): the signer was shown the whole contract (LEGAL J20, consent after reading).
 */
function useEndSeen(onEnd: (() => void) | undefined) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = end.current;
    if (!node || !onEnd || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onEnd();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [onEnd]);
  return end;
}

/**
 * The frozen contract as accessible text (the signer reads the whole contract, PDF or text),
 * drawn as the preview draws it: headings are headings, so a screen reader can move from article
 * to article.
 */
export function DocumentText({
  document,
  onEndSeen,
}: {
  document: ContractDocument;
  onEndSeen?: () => void;
}) {
  const end = useEndSeen(onEndSeen);
  useContractStyles(SCOPE, BODY);
  const outsideId = document.elements[disclaimerStart(document.elements)]?.id;
  return (
    <article
      lang="fr"
      data-signed-document=""
      className="font-serif leading-relaxed text-slate-900 [overflow-wrap:anywhere]"
    >
      <ContractElements elements={document.elements} outsideId={outsideId} prefix="sd" />
      <div ref={end} data-text-end="" aria-hidden="true" className="h-px" />
    </article>
  );
}
