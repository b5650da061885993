import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startChildServer } from './child-server';
import { runLighthouse, type LighthouseResult } from './lighthouse';
import { measureWebBytes, type WebBytes } from './web-bytes';

export type WebResult = { bytes: WebBytes; lighthouse: LighthouseResult[] } | { error: string };

/**
 * (d) The home page as a visitor gets it from the real server (bench/serve-app.ts, built SPA
 * of dist/web or WEB_DIR): JavaScript bytes loaded by `/`, then Lighthouse mobile and desktop.
 */
export async function benchWeb(): Promise<WebResult> {
  const webDir = resolve(process.env.WEB_DIR ?? 'dist/web');
  if (!existsSync(join(webDir, 'index.html')))
    return { error: `${webDir} absent : lancez npm run build` };
  const server = await startChildServer('bench/serve-app.ts', { WEB_DIR: webDir });
  try {
    const url = `${server.url}/`;
    const bytes = await measureWebBytes(url);
    // One after the other: two Chromiums at once would skew each other's timings.
    const lighthouse = [await runLighthouse(url, 'mobile'), await runLighthouse(url, 'desktop')];
    return { bytes, lighthouse };
  } finally {
    await server.stop();
  }
}
