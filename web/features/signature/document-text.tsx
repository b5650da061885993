import type { ContractDocument, ContractElement } from '@core/schemas/document';

/**
 * The frozen contract as accessible text (issue 15 item 2: the signer reads the whole contract,
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

export function DocumentText({ document }: { document: ContractDocument }) {
  return (
    <div className="flex flex-col gap-2 text-[15px] leading-relaxed text-slate-900">
      {document.elements.map((element) => (
        <Element key={element.id} element={element} />
      ))}
    </div>
  );
}
