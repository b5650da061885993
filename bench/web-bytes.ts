import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-flags';

export type ScriptLoad = { path: string; bytes: number; gzipBytes: number };
export type WebBytes = { scripts: ScriptLoad[]; gzipBytes: number; bytes: number };

/**
 * Loads `url` in Chromium (desktop and 375 px wide) and sums every JavaScript response it
 * fetched until the network is idle, each gzipped here (level 9) whatever the server sent:
 * the docs/design.md §7 budget is in gzipped bytes. The larger of the two widths is kept.
 */
export async function measureWebBytes(url: string): Promise<WebBytes> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const loads = await Promise.all(
      [1280, 375].map(async (width) => {
        const page = await browser.newPage({ viewport: { width, height: 800 } });
        const bodies: Promise<ScriptLoad>[] = [];
        page.on('response', (response) => {
          if (response.request().resourceType() !== 'script') return;
          bodies.push(
            response.body().then((body) => ({
              path: new URL(response.url()).pathname,
              bytes: body.length,
              gzipBytes: gzipSync(body, { level: 9 }).length,
            })),
          );
        });
        await page.goto(url, { waitUntil: 'networkidle' });
        // Lazy pieces mounted after the first paint (session answer, idle timers) count too.
        await page.waitForTimeout(1_000);
        await page.close();
        const scripts = await Promise.all(bodies);
        const sum = (key: 'bytes' | 'gzipBytes') => scripts.reduce((total, s) => total + s[key], 0);
        return { scripts, gzipBytes: sum('gzipBytes'), bytes: sum('bytes') };
      }),
    );
    return loads.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
  } finally {
    await browser.close();
  }
}
