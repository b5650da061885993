import type { ContractDocument, ContractElement, Run } from '../schemas/document';
import { BLANK } from '../document/typography';
import { appendRun } from '../document/runs';
import type { Block, Inline } from './model';
import { typo } from './model';

/** First pass: « Article 3 », « 3.2 », keyed by clause key, so references never hard-code. */
function numberBlocks(blocks: Block[]): Map<string, string> {
  const numbers = new Map<string, string>();
  let articleNo = 0;
  const visit = (list: Block[], parent: string | null, counter: { n: number }) => {
    for (const block of list) {
      if (block.kind === 'article') {
        articleNo += 1;
        numbers.set(block.key, String(articleNo));
        visit(block.children, String(articleNo), { n: 0 });
      } else if (block.kind === 'sub' && parent) {
        counter.n += 1;
        numbers.set(block.key, `${parent}.${counter.n}`);
        visit(block.children, parent, counter);
      } else if (block.kind === 'group') {
        visit(block.children, parent, counter);
      }
    }
  };
  visit(blocks, null, { n: 0 });
  return numbers;
}

/** Resolves references and merges neighbouring runs that share a format. */
function toRuns(inlines: Inline[], numbers: Map<string, string>): Run[] {
  const runs: Run[] = [];
  for (const inline of inlines) {
    appendRun(runs, 'ref' in inline ? { text: numbers.get(inline.ref) ?? BLANK } : inline);
  }
  return runs;
}

/**
 * Second pass: numbered headings and stable ids. An article's or group's key is its id; the
 * paragraphs inside take `<key>-<n>`, so adding a clause elsewhere never renames them and the
 * editor's comments stay anchored.
 */
export function assemble(title: string, blocks: Block[]): ContractDocument {
  const numbers = numberBlocks(blocks);
  const elements: ContractElement[] = [];
  const seen = new Set<string>();
  const uniqueId = (id: string) => {
    let candidate = id.slice(0, 80);
    for (let n = 2; seen.has(candidate); n += 1) candidate = `${id.slice(0, 75)}-${n}`;
    seen.add(candidate);
    return candidate;
  };
  const visit = (list: Block[], owner: string, counter: { n: number }) => {
    for (const block of list) {
      if (block.kind === 'para') {
        counter.n += 1;
        const id = uniqueId(block.key ?? `${owner}-${counter.n}`);
        const runs = toRuns(block.inlines, numbers);
        elements.push({
          id,
          type: 'paragraph',
          style: block.style,
          runs,
          ...(block.align ? { align: block.align } : {}),
        });
      } else if (block.kind === 'spacer') {
        elements.push({ id: uniqueId(block.key), type: 'spacer', height: block.height });
      } else if (block.kind === 'group') {
        visit(block.children, block.key, { n: 0 });
      } else {
        const label =
          block.kind === 'article'
            ? `Article ${numbers.get(block.key) ?? BLANK} – ${block.title}`
            : `${numbers.get(block.key) ?? BLANK}. ${block.title}`;
        elements.push({
          id: uniqueId(block.key),
          type: 'paragraph',
          style: block.kind === 'article' ? 'ContractArticle' : 'ContractSubArticle',
          runs: [{ text: typo(label), bold: true }],
        });
        visit(block.children, block.key, { n: 0 });
      }
    }
  };
  visit(blocks, 'doc', { n: 0 });
  return { title: typo(title), lang: 'fr', elements };
}
