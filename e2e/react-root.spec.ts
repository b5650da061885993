import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './support/fixtures';

declare global {
  interface Window {
    /** #root's first element as the HTML parser left it, before any script of the page ran. */
    __parsedRootChild?: Element | null;
  }
}

/** What #root says about the library that rendered into it. */
async function rootRenderer(page: Page) {
  return page.evaluate(() => {
    const root = document.getElementById('root')!;
    return {
      // React marks the container it owns with this key (react-dom's internal `__reactContainer$…`).
      react: Object.keys(root).some((key) => key.startsWith('__reactContainer$')),
      // Preact keeps its vnode tree on the container under `__k` (its mangled `_children`).
      preact: '__k' in root,
      globalReact: 'React' in window,
      keptParsedMarkup:
        window.__parsedRootChild != null && root.firstElementChild === window.__parsedRootChild,
    };
  });
}

test.beforeEach(async ({ page }) => {
  // `interactive` comes once the HTML is parsed and before the module scripts run.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        window.__parsedRootChild = document.getElementById('root')?.firstElementChild ?? null;
    });
  });
});

for (const [path, heading] of [
  ['/', /contrats/i],
  ['/legal', 'Mentions légales'],
  ['/plan-site', 'Plan du site'],
] as const) {
  test(`${path} comes prerendered and React itself hydrates it, keeping its markup`, async ({
    page,
  }) => {
    const html = await (await page.request.get(path)).text();
    // The page's content is in the HTML the server sends, before any JavaScript.
    expect(html).toMatch(/<div id="root"><div class="flex min-h-dvh flex-col">/);
    expect(html).not.toContain('__CSP_NONCE__');
    await page.goto(path);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await rootRenderer(page)).toEqual({
      react: true,
      preact: false,
      globalReact: false,
      keptParsedMarkup: true,
    });
  });
}

test('a page that is not prerendered is rendered by React from an empty root', async ({ page }) => {
  const html = await (await page.request.get('/page-inconnue')).text();
  expect(html).toContain('<div id="root"></div>');
  await page.goto('/page-inconnue');
  await waitForApp(page);
  const renderer = await rootRenderer(page);
  expect(renderer).toMatchObject({ react: true, preact: false, globalReact: false });
});
