import { Badge } from '../ui/badge';

/**
 * The header's frame, shared by the real header (header.tsx) and the page shell painted before
 * the code has run (app-shell.tsx, copied into web/index.html): both draw the same bar, so the
 * shell's header turns into the real one without moving.
 */
export const HEADER_CLASS = 'sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur';
export const HEADER_ROW_CLASS = 'mx-auto flex h-16 max-w-6xl items-center gap-4 px-4';
/** The logo's box: a link in the header, a plain span in the shell. */
export const BRAND_CLASS = 'flex items-center gap-2 rounded-md';

/** The name and its « Beta » badge. */
export function BrandMark() {
  return (
    <>
      <span className="text-xl font-bold tracking-tight text-brand-800">Clausier</span>
      <Badge tone="warning">Beta</Badge>
    </>
  );
}
