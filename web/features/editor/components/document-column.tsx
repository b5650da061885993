import { useState, type ReactNode } from 'react';
import { cn } from '@web/lib/cn';
import { useContractStyles } from '@web/lib/use-contract-styles';
import { usePageScale } from '../hooks/use-page-scale';
import type { TextSize } from '../messages';
import { commentCounts } from '../model/page-layout';
import { CommentMarkers } from './comment-markers';

type Props = {
  textSize: TextSize;
  phone: boolean;
  comments: ReadonlyArray<{ elementId?: string | null }>;
  /** Changes with every document edit, so the comment markers follow their paragraphs. */
  revision: number;
  onPage: (page: HTMLDivElement | null) => void;
  page: HTMLDivElement | null;
  onMenuHost: (host: HTMLDivElement | null) => void;
  onOpenComments: (elementId: string) => void;
  /** The page's scale to start from, and who hears each new one (static-workspace.tsx). */
  initialScale?: number;
  onScale?: (scale: number) => void;
  children: ReactNode;
};

/**
 * The centre column: the A4 page (scaled as a whole when the column is narrower than 210 mm,
 * see model/page-layout.ts), the comment markers in its margin, and the selection toolbar's
 * host outside the scaled page.
 */
export function DocumentColumn(p: Props) {
  const [column, setColumn] = useState<HTMLElement | null>(null);
  const scale = usePageScale(column, p.phone, p.initialScale, p.onScale);
  const counts = commentCounts(p.comments);
  // Body text follows the « Taille du texte » setting (editor.css --contract-body).
  useContractStyles('.contract-page', 'var(--contract-body)');
  return (
    <section ref={setColumn} aria-label="Document" className="relative min-w-0 flex-1 pb-24">
      <div
        ref={p.onPage}
        className={cn('contract-page')}
        data-size={p.textSize}
        data-scaled={scale < 1 ? '' : undefined}
        style={scale < 1 ? { zoom: scale } : undefined}
      >
        {p.children}
        <CommentMarkers
          page={p.page}
          counts={counts}
          layoutKey={`${p.revision}-${p.textSize}-${scale}`}
          onOpen={p.onOpenComments}
        />
      </div>
      <div ref={p.onMenuHost} />
    </section>
  );
}
