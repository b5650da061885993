import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';

/**
 * A key for what axe can see of the page as it is: its body's markup with every attribute (classes
 * exactly and styles but for a box's place and size, as colours and type sizes come from them),
 * each text reduced to whether there is one, and words with digits in other attribute values
 * (ids of contracts, dates, counters) set aside. A run of siblings with the same markup counts
 * once: the tenth row of a list, or the tenth paragraph of a contract, shows axe nothing the
 * first did not. Two visits with the same key show the same kinds of elements, names present or
 * missing, colours and states: what one scan found the other would find.
 */
export async function pageStateKey(page: Page): Promise<string> {
  const markup = await page.evaluate(() => {
    const BOX = /\b((?:min-|max-)?(?:width|height)|top|right|bottom|left|transform)\s*:[^;]*/g;
    const shape = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent?.trim() ? 'T' : '';
      if (!(node instanceof Element) || node.tagName === 'SCRIPT') return '';
      const attributes = [...node.attributes].map(({ name, value }) => {
        if (name === 'class') return `${name}=${value}`;
        // Colours and font sizes stay; where a box sits and how big it is (a toolbar placed
        // under its words, a text box grown to its text) does not change what axe reads.
        if (name === 'style') return `${name}=${value.replace(BOX, '$1:#')}`;
        // Any word with a digit in it: a record's id (UUID), a counter, a date, React's ids.
        return `${name}=${value.replace(/[\w-]*\d[\w-]*/g, '#')}`;
      });
      const children: string[] = [];
      for (const child of node.childNodes) {
        const part = shape(child);
        if (part && part !== children[children.length - 1]) children.push(part);
      }
      return `<${node.tagName} ${attributes.join(' ')}>${children.join('')}>`;
    };
    // Of the head, what axe reads: the title's presence, the language, the viewport's meta.
    // Not the stylesheets and preloads, which follow the way the visitor came.
    const metas = [...document.head.querySelectorAll('meta')].map((meta) => shape(meta));
    const html = [...document.documentElement.attributes].map(({ name, value }) => name + value);
    return [document.title ? 'T' : '', innerWidth, html, metas, shape(document.body)].join('|');
  });
  return createHash('sha1').update(markup).digest('hex');
}
