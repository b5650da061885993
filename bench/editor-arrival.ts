import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-flags';
import { median } from './stats';

export type EditorArrivalResult = { median: number; runs: number[] } | { error: string };

/**
 * « Mes Contrats » → the editor ready to type in, as people open a contract to edit it: « Modifier
 * dans l’éditeur » in its row's « … » menu (the title opens the contract's page; an in-app
 * navigation, the editor's code not yet loaded: a new browser context each run), from that click
 * until the editor's text box is on screen. `title` is the contract's, as the list shows it.
 * Wall time seen from Playwright, at 1280 × 800: a reading of the page's own waits (the editor
 * takes over once the contract is painted, web/lib/after-paint.ts), not a budget.
 */
export async function measureEditorArrival(
  base: string,
  cookie: string,
  title: string,
  runs = 5,
): Promise<EditorArrivalResult> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        extraHTTPHeaders: { Cookie: cookie },
      });
      const page = await context.newPage();
      await page.goto(`${base}/contracts`, { waitUntil: 'networkidle' });
      await page
        .getByRole('button', { name: `Autres actions pour «\u202f${title}\u202f»` })
        .click();
      const link = page.getByRole('menuitem', { name: 'Modifier dans l’éditeur' });
      await link.waitFor();
      const start = Date.now();
      await link.click();
      await page.getByRole('textbox', { name: 'Contenu du contrat' }).waitFor();
      times.push(Date.now() - start);
      await context.close();
    }
    return { median: median(times), runs: times };
  } catch (error) {
    return { error: `liste → éditeur : ${String(error).split('\n')[0]}` };
  } finally {
    await browser.close();
  }
}
