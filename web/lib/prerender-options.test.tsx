// @vitest-environment node
import { lazy, Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { PRERENDER_OPTIONS } from './prerender-options';

/** A boundary whose content (~20 KB) arrives after a suspension, as a lazy page part does. */
function LargeBoundary() {
  // Made on each render on purpose: a module-level lazy resolves once, and the second render
  // would no longer suspend.
  const Paragraphs = lazy(async () => ({
    default: () => (
      <>
        {Array.from({ length: 200 }, (_, i) => (
          <p key={i}>{`Paragraphe ${i} : la cession porte sur les droits désignés ci-dessous.`}</p>
        ))}
      </>
    ),
  }));
  return (
    <main>
      <Suspense fallback={<span>Chargement…</span>}>
        <Paragraphs />
      </Suspense>
    </main>
  );
}

const html = async (options?: typeof PRERENDER_OPTIONS) =>
  new Response((await prerender(<LargeBoundary />, options)).prelude).text();

describe('PRERENDER_OPTIONS', () => {
  it('keeps a large suspended boundary in place: no inline script, no hidden copy, no fallback', async () => {
    const page = await html(PRERENDER_OPTIONS);
    expect(page.length).toBeGreaterThan(13_000);
    expect(page).toContain('Paragraphe 199');
    expect(page).not.toContain('<script');
    expect(page).not.toContain('hidden id="S:');
    expect(page).not.toContain('Chargement…');
  });

  it('is what stops React outlining it behind a script the CSP refuses', async () => {
    const page = await html();
    expect(page).toContain('<script');
    expect(page).toContain('Chargement…');
  });
});
