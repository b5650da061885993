import type { Page } from '@playwright/test';

/**
 * The faces of `family` the page has loaded once its fonts settled, as « style weight »
 * (« normal 400 »), « style weight latin-ext » for a file of the other Latin alphabets' letters
 * (build/web-fonts.ts). `document.fonts.check()` is no proof: it is also true for a family that
 * no @font-face declares, which then comes from the machine.
 */
export async function loadedFaces(page: Page, family: string): Promise<string[]> {
  return page.evaluate(async (wanted) => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family.replace(/"/g, '') === wanted && face.status === 'loaded')
      .map((face) => {
        // The Latin files' ranges start at U+0 (and so does a face that declares none).
        const extended = !/U\+0+-/i.test(face.unicodeRange);
        return `${face.style} ${face.weight}${extended ? ' latin-ext' : ''}`;
      });
  }, family);
}
