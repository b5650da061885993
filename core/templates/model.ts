import type { ElementStyle, Run } from '../schemas/document';
import { BLANK, frenchSpacing, frenchTypography } from '../document/typography';

/**
 * The template's building blocks: articles and sub-articles are numbered by the assembly pass
 * (never hard-coded), and `{ ref }` inlines resolve to the number of another article.
 */
export type Ref = { ref: string };
export type Inline = Run | Ref;
export type Part = string | Inline;

export type Para = {
  kind: 'para';
  style: ElementStyle;
  inlines: Inline[];
  align?: 'left' | 'center' | 'right' | 'justify';
  key?: string;
};
export type Block =
  | Para
  | { kind: 'article'; key: string; title: string; children: Block[] }
  | { kind: 'sub'; key: string; title: string; children: Block[] }
  | { kind: 'group'; key: string; children: Block[] }
  | { kind: 'spacer'; key: string; height: number };

// Template fragments repeat on every keystroke of the live preview (docs/design.md §7: ≤ 2 ms), so
// their typography is memoised; the cache is bounded since fragments embed a few user values.
const typoCache = new Map<string, string>();
export const typo = (text: string): string => {
  let out = typoCache.get(text);
  if (out === undefined) {
    out = frenchTypography(text);
    if (typoCache.size > 5000) typoCache.clear();
    typoCache.set(text, out);
  }
  return out;
};

/** Template text (French typography, guillemets included). */
export const t = (text: string): Run => ({ text: typo(text) });
/** Template text in bold. */
export const b = (text: string): Run => ({ text: typo(text), bold: true });
/** Template text in italics. */
export const i = (text: string): Run => ({ text: typo(text), italic: true });

/** True when a user value is missing or only spaces. */
export const isBlank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

/** A value typed by the user: trimmed, French spacing only, « ____ » when missing. */
export const value = (raw: string | null | undefined): string =>
  isBlank(raw) ? BLANK : frenchSpacing((raw ?? '').trim());
/** A user value as a run (bold for identities and amounts). */
export const v = (raw: string | null | undefined, bold = false): Run =>
  bold ? { text: value(raw), bold: true } : { text: value(raw) };

/** The number of another article or sub-article, filled in by the numbering pass. */
export const ref = (key: string): Ref => ({ ref: key });

const toInline = (part: Part): Inline => (typeof part === 'string' ? t(part) : part);

const para = (style: ElementStyle, parts: Part[], extra: Partial<Para> = {}): Para => ({
  kind: 'para',
  style,
  inlines: parts.map(toInline),
  ...extra,
});

export const p = (...parts: Part[]): Para => para('ContractBody', parts);
export const li = (...parts: Part[]): Para => para('ContractListItem', parts);
export const sig = (...parts: Part[]): Para => para('ContractSignature', parts);
export const notice = (...parts: Part[]): Para => para('ContractNotice', parts);
export const heading = (style: ElementStyle, text: string, key?: string): Para =>
  para(style, [text], { align: 'center', ...(key ? { key } : {}) });

export const article = (key: string, title: string, ...children: Block[]): Block => ({
  kind: 'article',
  key,
  title,
  children,
});
export const sub = (key: string, title: string, ...children: Block[]): Block => ({
  kind: 'sub',
  key,
  title,
  children,
});
export const group = (key: string, ...children: Block[]): Block => ({
  kind: 'group',
  key,
  children,
});
export const spacer = (key: string, height = 12): Block => ({ kind: 'spacer', key, height });

/** Keeps the truthy blocks: clauses write `cond && p(…)` for optional sentences. */
export const when = <T>(...items: (T | false | null | undefined)[]): T[] =>
  items.filter((x): x is T => Boolean(x));
