import { useEffect, useRef, type RefObject } from 'react';
import { prefersReducedMotion } from '@web/lib/use-media';
import { changedRanges } from '@core/document/changed-words';

/** Typing pauses this long before the changed words are looked for (one highlight per burst). */
export const CHANGE_PAUSE_MS = 400;
/** How long the changed words stay highlighted. */
export const CHANGE_HIGHLIGHT_MS = 1800;
/** The CSS highlight's name (web/index.css styles `::highlight(preview-change)`). */
export const CHANGE_HIGHLIGHT = 'preview-change';

type HighlightRegistry = {
  set: (name: string, value: unknown) => void;
  delete: (name: string) => void;
};
type HighlightCtor = new (...ranges: Range[]) => unknown;

/** The CSS Custom Highlight API, where the browser has it (an enhancement: nothing breaks without it). */
function highlightApi(): { registry: HighlightRegistry; Highlight: HighlightCtor } | null {
  const registry = (globalThis.CSS as unknown as { highlights?: HighlightRegistry } | undefined)
    ?.highlights;
  const Highlight = (globalThis as unknown as { Highlight?: HighlightCtor }).Highlight;
  return registry && Highlight ? { registry, Highlight } : null;
}

/** The preview's paragraphs (contract-view.tsx gives each an id `pv-<element id>`), by id. */
const paragraphs = (box: HTMLElement) => [...box.querySelectorAll<HTMLElement>('[id^="pv-"]')];

/** A DOM Range over characters [start, end) of `el`'s text, across its inline children. */
function rangeOf(el: HTMLElement, start: number, end: number): Range | null {
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  let seen = 0;
  let started = false;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const length = node.data.length;
    if (!started && start < seen + length) {
      range.setStart(node, start - seen);
      started = true;
    }
    if (started && end <= seen + length) {
      range.setEnd(node, end - seen);
      return range;
    }
    seen += length;
  }
  return null;
}

/**
 * Highlights the words of the preview that changed since the last typing pause:
 * after `CHANGE_PAUSE_MS` without a change, each paragraph's text is compared with the one seen
 * at the previous pause, the changed words (core/document/changed-words.ts) are highlighted for
 * `CHANGE_HIGHLIGHT_MS` through the CSS Custom Highlight API — no DOM change, so the preview's
 * memoised paragraphs are not re-rendered — and the first one is brought into the box's view if
 * it is out of it (a jump under prefers-reduced-motion). The first render highlights nothing.
 * Off (`enabled` false: the phone's preview dialog) it reads nothing and highlights nothing.
 */
export function usePreviewChanges(
  box: RefObject<HTMLElement | null>,
  version: unknown,
  enabled = true,
) {
  const seen = useRef<Map<string, string> | null>(null);
  // The highlight's own timer, apart from the pause's: a render that follows the highlight (a
  // step that sets its defaults when its code arrives) must not keep it on screen for good.
  const clearTimer = useRef<number | undefined>(undefined);
  useEffect(() => {
    const container = box.current;
    if (!enabled || !container) return;
    const snapshot = () =>
      new Map(paragraphs(container).map((el) => [el.id, el.textContent ?? '']));
    if (seen.current === null) {
      seen.current = snapshot();
      return;
    }
    const pause = window.setTimeout(() => {
      const before = seen.current ?? new Map<string, string>();
      const ranges: Range[] = [];
      for (const el of paragraphs(container)) {
        const text = el.textContent ?? '';
        const old = before.get(el.id);
        if (old === undefined || old === text) continue;
        for (const { start, end } of changedRanges(old, text)) {
          const range = rangeOf(el, start, end);
          if (range) ranges.push(range);
        }
      }
      seen.current = snapshot();
      const api = highlightApi();
      if (!api || ranges.length === 0) return;
      api.registry.set(CHANGE_HIGHLIGHT, new api.Highlight(...ranges));
      bringIntoView(container, ranges[0]!);
      window.clearTimeout(clearTimer.current);
      clearTimer.current = window.setTimeout(
        () => api.registry.delete(CHANGE_HIGHLIGHT),
        CHANGE_HIGHLIGHT_MS,
      );
    }, CHANGE_PAUSE_MS);
    return () => window.clearTimeout(pause);
  }, [box, version, enabled]);
  useEffect(
    () => () => {
      window.clearTimeout(clearTimer.current);
      highlightApi()?.registry.delete(CHANGE_HIGHLIGHT);
    },
    [],
  );
}

/** Scrolls the preview box (never the page) so the changed words are inside it. */
function bringIntoView(container: HTMLElement, range: Range) {
  if (container.scrollHeight <= container.clientHeight || typeof container.scrollTo !== 'function')
    return;
  const box = container.getBoundingClientRect();
  const words = range.getBoundingClientRect();
  if (words.top >= box.top && words.bottom <= box.bottom) return;
  const top = words.top - box.top + container.scrollTop - box.height / 3;
  container.scrollTo({
    top: Math.max(0, top),
    behavior: prefersReducedMotion() ? 'auto' : 'smooth',
  });
}
