import { expect, type Page } from '@playwright/test';

/**
 * Scrolls to the end of the page and checks that every footer link is the element found at its
 * own centre: nothing fixed to the screen (the tutorial bell, the editor's dock) sits on it.
 */
export async function expectFooterLinksUncovered(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          Math.ceil(window.scrollY + window.innerHeight) >=
          document.documentElement.scrollHeight - 1,
      ),
    )
    .toBe(true);
  const covered = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('footer a')].flatMap((link) => {
      const box = link.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit && link.contains(hit)
        ? []
        : [`${link.textContent} (sous ${hit?.outerHTML.slice(0, 60)})`];
    }),
  );
  expect(covered).toEqual([]);
}
