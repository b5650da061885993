import { useLayoutEffect, useState } from 'react';
import { MessageSquare } from 'lucide-react';
import { commentCountLabel } from '../model/page-layout';

type Mark = { id: string; count: number; top: number; height: number };

type Props = {
  page: HTMLElement | null;
  counts: Map<string, number>;
  /** Changes whenever the paragraphs may have moved (edits, text size, scale). */
  layoutKey: string;
  onOpen: (elementId: string) => void;
};

/**
 * A thin bar and a small button in the page's left margin beside every commented paragraph
 * (« 2 commentaires »), which opens its comments. Drawn over the page, outside ProseMirror's
 * DOM, which the editor owns; positions are re-read after each change and on resize.
 */
export function CommentMarkers({ page, counts, layoutKey, onOpen }: Props) {
  const [marks, setMarks] = useState<Mark[]>([]);
  const countsKey = [...counts].join(';');
  useLayoutEffect(() => {
    if (!page) return;
    const measure = () => {
      const next: Mark[] = [];
      for (const [id, count] of counts) {
        const el = page.querySelector<HTMLElement>(
          `.ProseMirror > [data-element-id="${CSS.escape(id)}"]`,
        );
        if (el) next.push({ id, count, top: el.offsetTop, height: el.offsetHeight });
      }
      setMarks(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(page);
    return () => observer.disconnect();
    // counts is read through countsKey: a new Map with the same content needs no new layout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, countsKey, layoutKey]);
  return (
    <>
      {marks.map((m) => (
        <div key={m.id} className="comment-marker" style={{ top: m.top, height: m.height }}>
          <span aria-hidden="true" className="comment-marker-bar" />
          <button
            type="button"
            aria-label={commentCountLabel(m.count)}
            title={commentCountLabel(m.count)}
            onClick={() => onOpen(m.id)}
            className="comment-marker-button"
          >
            <MessageSquare aria-hidden="true" className="size-3" />
            <span aria-hidden="true">{m.count}</span>
          </button>
        </div>
      ))}
    </>
  );
}
