import { PageSpinner } from '../ui/spinner';
import { BRAND_CLASS, BrandMark, HEADER_CLASS, HEADER_ROW_CLASS } from './header-bar';

/**
 * What a first visit shows before the page's code has arrived: the header's bar with the logo.
 * web/index.html holds a static copy of `<ShellHeader />` inside #root, painted as soon as the
 * stylesheet is there (before any script has run); the router's fallback (`<AppShell />`) then
 * renders the same nodes plus a spinner, and the layout's real header takes their place without
 * a shift. app-shell.test.tsx keeps the copy and this component identical (docs/design.md §7
 * « First load »).
 */
export function ShellHeader() {
  return (
    <header className={HEADER_CLASS}>
      <div className={HEADER_ROW_CLASS}>
        <span className={BRAND_CLASS}>
          <BrandMark />
        </span>
      </div>
    </header>
  );
}

/** The router's fallback while the first page's code loads: the shell's header and a spinner. */
export function AppShell() {
  return (
    <div className="flex min-h-dvh flex-col">
      <ShellHeader />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <PageSpinner />
      </main>
    </div>
  );
}
