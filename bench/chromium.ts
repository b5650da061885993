import { chromium } from '@playwright/test';
import { nthDocument } from './contract';
import { previewCss, previewMarkup } from './preview-markup';
import { median, timeRuns } from './stats';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-flags';

/** The PDF's page and body (docs/product.md §9); paragraph styles are the preview's own. */
const PRINT_CSS = `
@page { size: A4; margin: 15mm; }
body { font-family: 'Libertinus Serif', 'DejaVu Serif', serif; font-size: 10pt; line-height: 1.3; }
.clause-note { display: none; }
`;

export const printableHtml = (i: number) =>
  `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Contrat</title><style>${PRINT_CSS}${previewCss()}</style></head><body>${previewMarkup(nthDocument(i))}</body></html>`;

export type ChromiumResult = { median: number; runs: number } | { error: string };

/** (c) The same contract's HTML printed by a warm Chromium's page.pdf(). */
export async function benchChromium(runs = 30): Promise<ChromiumResult> {
  let browser;
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
  } catch (error) {
    return { error: `Chromium indisponible : ${String(error).split('\n')[0]}` };
  }
  try {
    const page = await browser.newPage();
    const pages = Array.from({ length: runs + 5 }, (_, i) => printableHtml(1000 + i));
    const samples = await timeRuns(runs, 5, async (i) => {
      await page.setContent(pages[i < 0 ? -1 - i + runs : i]!, { waitUntil: 'load' });
      await page.pdf({
        format: 'A4',
        margin: { top: '15mm', bottom: '15mm', left: '15mm', right: '15mm' },
        tagged: true,
      });
    });
    return { median: median(samples), runs };
  } finally {
    await browser.close();
  }
}
