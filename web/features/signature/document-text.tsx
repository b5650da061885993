import { useEffect, useRef } from 'react';
import type { ContractDocument, ContractElement } from '@core/schemas/document';

/**
 * The frozen contract as accessible text (the signer reads the whole contract,
 * PDF or text): headings are headings, so a screen reader can move from article to article.
 */
function Element({ element }: { element: ContractElement }) {
  if (element.type === 'spacer') return null;
  const text = element.runs.map((run, i) => (
    <span
      key={i}
      className={[run.bold && 'font-semibold', run.italic && 'italic', run.underline && 'underline']
        .filter(Boolean)
        .join(' ')}
    >
      {run.text}
    </span>
  ));
  switch (element.style) {
    case 'ContractTitle':
      return <h3 className="text-center text-lg font-bold uppercase">{text}</h3>;
    case 'ContractSubtitle':
      return <p className="text-center font-semibold">{text}</p>;
    case 'ContractArticle':
      return <h4 className="mt-4 font-bold">{text}</h4>;
    case 'ContractSubArticle':
      return <h5 className="mt-2 font-semibold">{text}</h5>;
    case 'ContractListItem':
      return <p className="pl-6">{text}</p>;
    case 'ContractNotice':
      return <p className="rounded bg-slate-50 p-2 text-sm">{text}</p>;
    default:
      return <p>{text}</p>;
  }
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

export function DocumentText({
  document,
  onEndSeen,
}: {
  document: ContractDocument;
  onEndSeen?: () => void;
}) {
  const end = useEndSeen(onEndSeen);
  return (
    <div className="flex flex-col gap-2 text-[15px] leading-relaxed text-slate-900">
      {document.elements.map((element) => (
        <Element key={element.id} element={element} />
      ))}
      <div ref={end} aria-hidden="true" className="h-px" />
    </div>
  );
}
