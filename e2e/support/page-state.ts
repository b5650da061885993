import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';

/**
 * A key for what axe can see of the page as it is: its markup with every attribute (classes and
 * styles exactly, as colours and sizes come from them), each text reduced to whether there is
 * one, and digits in other attribute values (ids of contracts, dates, counters) set aside. Two
 * visits with the same key show the same elements, names present or missing, colours and
 * states: what one scan found the other would find.
 */
export async function pageStateKey(page: Page): Promise<string> {
  const markup = await page.evaluate(() => {
    const out: string[] = [];
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        if (node.textContent?.trim()) out.push('T');
        return;
      }
      if (!(node instanceof Element)) return;
      if (node.tagName === 'SCRIPT') return;
      const attributes = [...node.attributes].map(({ name, value }) =>
        name === 'class' || name === 'style'
          ? `${name}=${value}`
          : `${name}=${value.replace(/\d+/g, '#')}`,
      );
      out.push(`<${node.tagName} ${attributes.join(' ')}>`);
      node.childNodes.forEach(walk);
      out.push('>');
    };
    walk(document.documentElement);
    return `${document.title ? 'T' : ''}|${innerWidth}|${out.join('')}`;
  });
  return createHash('sha1').update(markup).digest('hex');
}
