import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

type Props = {
  fullscreen: boolean;
  /** The vertical scrollbar's width (hooks/use-scrollbar-width.ts), measured by the page. */
  scrollbar: number;
  header: ReactNode;
  /** The save / export message, announced politely. */
  status?: ReactNode;
  sections: ReactNode | null;
  document: ReactNode;
  comments: ReactNode | null;
  /** Floating pieces (selection toolbar, dock, dialogs). */
  children?: ReactNode;
  /**
   * The contract shown while the editor's code arrives (static-workspace.tsx): not usable yet —
   * all but the status line, which says so if that code cannot load (with its reload button).
   */
  inert?: boolean;
};

/**
 * The editor's frame: header, status line, then the sections panel, the page and the comments
 * panel side by side from 1024 px. One component for the loaded editor and for the contract shown
 * while it loads, so trading one for the other moves nothing on screen (docs/design.md §7).
 */
export function WorkspaceLayout(p: Props) {
  const bleed = {
    width: `calc(100vw - ${p.scrollbar}px)`,
    marginLeft: `calc(50% - (100vw - ${p.scrollbar}px) / 2)`,
  };
  return (
    <div
      data-editor-workspace=""
      data-fullscreen={p.fullscreen}
      className={cn(
        p.fullscreen ? 'fixed inset-0 z-50 overflow-auto bg-stone-100' : '-mt-8 bg-stone-100',
      )}
      style={p.fullscreen ? undefined : bleed}
    >
      {/*
        The header and the status line stick together at the top: a message about the PDF asked
        for from the header, or about the text being typed, shows wherever the page is scrolled.
        The header's wrapper has no box of its own (display: contents).
      */}
      <div className="sticky top-0 z-30">
        <div className="contents" inert={p.inert}>
          {p.header}
        </div>
        <div role="status" aria-live="polite" className="mx-auto max-w-3xl px-4 empty:hidden">
          {p.status}
        </div>
      </div>
      <div className="contents" inert={p.inert}>
        <div className="mx-auto flex max-w-[1600px] flex-col gap-4 px-2 py-4 md:px-4 lg:flex-row lg:items-start">
          {p.sections && (
            // Scrolls on its own when taller than the window: a sticky panel would hide its end.
            <div className="shrink-0 lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:w-60 lg:overflow-y-auto">
              {p.sections}
            </div>
          )}
          {p.document}
          {p.comments && <div className="shrink-0 lg:sticky lg:top-20 lg:w-72">{p.comments}</div>}
        </div>
        {p.children}
      </div>
    </div>
  );
}
