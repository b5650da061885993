import { expect, type Page } from '@playwright/test';

/**
 * French typography on screen: a space before » ? ! ; : and after « must not
 * break, or a line starts with « ? » or ends with « «. Checked on the laid-out page, whatever the
 * fonts and the width: for each such space, are the characters on both sides on one line?
 * Only spaced punctuation counts — « https://… » broken by overflow-wrap is not a typography fault.
 */
export async function expectNoBrokenFrenchSpacing(page: Page, where: string) {
  const breaks = await page.evaluate(() => {
    const found: string[] = [];
    const range = document.createRange();
    const rectOf = (node: Text, index: number) => {
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      return range.getClientRects()[0];
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (
      let node = walker.nextNode() as Text | null;
      node;
      node = walker.nextNode() as Text | null
    ) {
      const text = node.data;
      if (!/\s[»?!;:]|«\s/.test(text)) continue;
      if (node.parentElement?.closest('script, style, textarea, [aria-hidden="true"], .sr-only'))
        continue;
      // A space (of any kind) with a word character on each side: before », ? … or after «.
      const spaced = /(\S)(\s+)([»?!;:])|(«)(\s+)(\S)/g;
      for (let m = spaced.exec(text); m; m = spaced.exec(text)) {
        const left = m.index;
        const right = m.index + m[0].length - 1;
        const a = rectOf(node, left);
        const b = rectOf(node, right);
        if (!a || !b || a.width === 0 || b.width === 0) continue;
        // The right-hand character sits on a later line than the left-hand one.
        if (b.top >= a.bottom - 1) {
          const start = Math.max(0, left - 30);
          found.push(`« …${text.slice(start, right + 20).replace(/\s+/g, ' ')}… »`);
        }
      }
    }
    return found;
  });
  expect(breaks, `Ligne coupée avant « » ? ! ; : » ou après « « » sur ${where}`).toEqual([]);
}
