import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';

/**
 * A key for what axe can see of the page as it is: its markup with every attribute (classes and
 * styles exactly, as colours and sizes come from them), each text reduced to whether there is
 * one, and digits in other attribute values (ids of contracts, dates, counters) set aside. A run
 * of siblings with the same markup counts once: the tenth row of a list, or the tenth paragraph
 * of a contract, shows axe nothing the first did not. Two visits with the same key show the same
 * kinds of elements, names present or missing, colours and states: what one scan found the other
 * would find.
 */
export async function pageStateKey(page: Page): Promise<string> {
  const markup = await page.evaluate(() => {
    const shape = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent?.trim() ? 'T' : '';
      if (!(node instanceof Element) || node.tagName === 'SCRIPT') return '';
      const attributes = [...node.attributes].map(({ name, value }) =>
        name === 'class' || name === 'style'
          ? `${name}=${value}`
          : `${name}=${value.replace(/\d+/g, '#')}`,
      );
      const children: string[] = [];
      for (const child of node.childNodes) {
        const part = shape(child);
        if (part && part !== children[children.length - 1]) children.push(part);
      }
      return `<${node.tagName} ${attributes.join(' ')}>${children.join('')}>`;
    };
    return `${document.title ? 'T' : ''}|${innerWidth}|${shape(document.documentElement)}`;
  });
  return createHash('sha1').update(markup).digest('hex');
}
