import type { Page } from '@playwright/test';

/**
 * The faces of `family` the page has loaded once its fonts settled, as « style weight »
 * (« normal 400 »). `document.fonts.check()` is no proof: it is also true for a family that no
 * @font-face declares, which then comes from the machine.
 */
export async function loadedFaces(page: Page, family: string): Promise<string[]> {
  return page.evaluate(async (wanted) => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family.replace(/"/g, '') === wanted && face.status === 'loaded')
      .map((face) => `${face.style} ${face.weight}`);
  }, family);
}
