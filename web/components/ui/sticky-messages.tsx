import type { ReactNode } from 'react';

/**
 * Messages about an action that may be taken far down a page (a row of a long list, a client
 * near the end of the address book): they stick under the site's header (4rem, header.tsx), so
 * they show wherever the page is scrolled, not only at its top. Takes no room while empty.
 */
export function StickyMessages({ children }: { children: ReactNode }) {
  return (
    <div className="sticky top-16 z-20 flex flex-col gap-2 empty:hidden [&>*]:shadow-sm">
      {children}
    </div>
  );
}
