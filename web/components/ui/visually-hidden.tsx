import type { ReactNode } from 'react';
import { VisuallyHidden as RadixVisuallyHidden } from 'radix-ui';

/** Content for screen readers only (Radix VisuallyHidden). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <RadixVisuallyHidden.Root>{children}</RadixVisuallyHidden.Root>;
}
