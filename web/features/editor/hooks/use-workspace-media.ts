import { useMedia } from '@web/lib/use-media';

/**
 * The editor's breakpoints (docs/product.md §9): side panels from 1024 px, the phone layout under
 * 768 px, the narrow sections list under 480 px. One hook, so the static first paint
 * (static-workspace.tsx) and the editor that replaces it always pick the same layout.
 */
export function useWorkspaceMedia() {
  return {
    desktop: useMedia('(min-width: 1024px)'),
    phone: useMedia('(max-width: 767px)'),
    small: useMedia('(max-width: 479px)'),
  };
}
